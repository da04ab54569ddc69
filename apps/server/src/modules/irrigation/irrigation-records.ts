import { IRRIGATION_SETTINGS_DEFAULTS, TREE_IRRIGATION_SETTINGS_DEFAULTS, type IrrigationLog, type IrrigationSettings } from '@rayyan/contracts';
import type { IrrigationField, LogRow, SettingsRow } from './irrigation.repository';

// Stored irrigation rows as the contract's records (the irrigation service's reading side).

/**
 * A field's settings as shown: the stored ones, with the pivot or valve asset watering the field (issue #15) naming the
 * valve in place of the typed name and code.
 */
export const settingsOf = (field: IrrigationField, row: SettingsRow | undefined): IrrigationSettings => {
  const settings = storedSettingsOf(field, row);
  return field.wateredBy ? { ...settings, valve_name: field.wateredBy.name, valve_code: field.wateredBy.code } : settings;
};
/** Stored settings, else the defaults of the field's kind; a tree field's valve defaults to its main valve. */
export const storedSettingsOf = (field: IrrigationField, row: SettingsRow | undefined): IrrigationSettings => {
  if (!row) return { ...(field.kind === 'tree' ? TREE_IRRIGATION_SETTINGS_DEFAULTS : IRRIGATION_SETTINGS_DEFAULTS), valve_name: field.mainValve };
  return {
    soil_type: row.soilType,
    application_rate_mm_h: row.applicationRateMmH,
    efficiency: row.efficiency,
    drips_per_tree: row.dripsPerTree,
    drip_flow_lph: row.dripFlowLph,
    max_interval_days: row.maxIntervalDays,
    valve_name: row.valveName ?? field.mainValve,
    valve_code: row.valveCode,
  };
};

/** A log row as the contract's record, with its volume on the field's area. */
export const logRecord = (l: LogRow, areaM2: number): IrrigationLog => ({
  id: l.id,
  field_id: l.fieldId,
  date: l.date,
  water_mm: l.waterMm,
  water_m3: Math.round(((l.waterMm * areaM2) / 1000) * 100) / 100,
  notes: l.notes,
  created_at: l.createdAt.toISOString(),
});
