import { sensors } from '@rayyan/db';
import { FAO56_SOILS } from '@rayyan/agronomy';
import {
  IRRIGATION_SETTINGS_DEFAULTS,
  TREE_IRRIGATION_SETTINGS_DEFAULTS,
  type IrrigationHistoryDay,
  type SensorEfficiency,
  type SensorEfficiencyQuery,
  SENSOR_CHART_MAX_DAYS,
  SENSOR_CHART_MAX_POINTS,
  SENSOR_QUANTITIES,
  V,
  type CreateSensor,
  type SensorChart,
  type SensorChartQuery,
  type SensorKey,
  type SensorListQuery,
  type SensorQuantity,
  type SensorRecord,
  type UpdateSensor,
} from '@rayyan/contracts';
import type { Clock } from '../../ports/clock';
import { AppError } from '../../shared/app-error';
import { violatedUniqueConstraint } from '../../shared/db-errors';
import { createRecordService, type Actor } from '../../shared/record-service';
import type { Transaction } from '../../shared/unit-of-work';
import type { ActivityRepository } from '../activity-log/activity-log.repository';
import { efficiencyWindows } from './efficiency';
import { hashDeviceKey, newDeviceKey, readingsTopic } from './sensor-keys';
import type { SensorRepository } from './sensor.repository';

const DAY_MS = 86_400_000;
/** Readings arrive every 15 minutes: no bucket is shorter. */
const MIN_BUCKET_SECONDS = 900;

/**
 * Refill point as a share of the way from field capacity to wilting point: p = 0.5, FAO-56 (Allen et al. 1998)
 * Table 22's common depletion fraction, i.e. refill at θFC − 0.5 (θFC − θWP), the readily available water used up.
 */
const REFILL_DEPLETION = 0.5;

const duplicateCode = (error: unknown) =>
  violatedUniqueConstraint(error) === 'sensors_org_id_code_key' ? new AppError('duplicate_code', 409, { code: 'This code is already used.' }) : error;

/**
 * The bucket (seconds) that keeps a range at or under SENSOR_CHART_MAX_POINTS points: a multiple of 15 minutes, and
 * of an hour once it is longer than one (those charts read the hourly rollups).
 */
export function bucketSecondsFor(rangeMs: number): number {
  const seconds = rangeMs / 1000 / SENSOR_CHART_MAX_POINTS;
  if (seconds <= MIN_BUCKET_SECONDS) return MIN_BUCKET_SECONDS;
  if (seconds <= 3600) return Math.ceil(seconds / MIN_BUCKET_SECONDS) * MIN_BUCKET_SECONDS;
  return Math.ceil(seconds / 3600) * 3600;
}

/** A field's daily water balance (the irrigation module's history), days up to today. */
export type IrrigationHistory = (orgId: string, kind: 'crop' | 'tree', fieldId: string, days: number) => Promise<IrrigationHistoryDay[]>;

export interface SensorsDeps {
  irrigationHistory: IrrigationHistory;
  records: SensorRepository;
  transaction: Transaction<{ records: SensorRepository; activity: Pick<ActivityRepository, 'record'> }>;
  clock: Clock;
}

/** Sensors (issue #15): records, their device keys and their charts. */
export function createSensorsService({ records, transaction, clock, irrigationHistory }: SensorsDeps) {
  const crud = createRecordService<SensorRecord, CreateSensor, UpdateSensor, SensorListQuery, SensorRepository>(
    { entity: 'sensor', table: sensors, records, transaction },
    {
      checkWrite: async (orgId, sensor, repo) => {
        const found = await repo.fieldsFound(orgId, sensor.crop_field_id, sensor.tree_field_id);
        if (!found.crop) throw new AppError('validation_failed', 400, { crop_field_id: V.invalid_choice });
        if (!found.tree) throw new AppError('validation_failed', 400, { tree_field_id: V.invalid_choice });
        if (sensor.crop_field_id && sensor.tree_field_id) throw new AppError('validation_failed', 400, { tree_field_id: V.invalid_choice });
      },
      mapError: duplicateCode,
    },
  );
  return {
    ...crud,
    /** A new device key for the sensor, answered once; only its hash is stored, and the previous key stops working. */
    createKey: (actor: Actor, id: string): Promise<SensorKey> =>
      transaction(async ({ records: repo, activity }) => {
        const sensor = await repo.getById(actor.orgId, id);
        if (!sensor) throw new AppError('not_found', 404);
        const key = newDeviceKey();
        const at = clock.now();
        await repo.setKeyHash(actor.orgId, id, hashDeviceKey(key), at);
        await activity.record(actor.orgId, { userId: actor.userId, action: 'update', entity: 'sensor', entityId: id, changes: { device_key: { from: sensor.has_key ? 'set' : null, to: 'rotated' } } });
        const orgCode = await repo.orgCode(actor.orgId);
        return { key, sensor_code: sensor.code, org_code: orgCode, mqtt_topic: readingsTopic(orgCode, sensor.code), created_at: at.toISOString() };
      }),
    /** A flow meter's field: applied water against ETc and the advice in 10-day windows (`efficiencyWindows`). */
    async efficiency(orgId: string, id: string, query: SensorEfficiencyQuery): Promise<SensorEfficiency> {
      const sensor = await crud.get(orgId, id);
      const none = (reason: SensorEfficiency['reason']): SensorEfficiency => ({ field_name: null, area_m2: null, application_efficiency: null, windows: [], reason });
      if (sensor.category !== 'flow_meter') return none('not_flow_meter');
      const field = await records.fieldOf(sensor);
      if (!field || !(field.areaM2 > 0)) return none('no_field');
      const efficiency = field.efficiency ?? (field.kind === 'tree' ? TREE_IRRIGATION_SETTINGS_DEFAULTS.efficiency : IRRIGATION_SETTINGS_DEFAULTS.efficiency);
      const history = await irrigationHistory(orgId, field.kind, field.id, query.days);
      const flow = history.length > 0 ? await records.dailyFlowM3(sensor.id, history[0]!.date) : new Map<string, number>();
      const appliedMm = new Map([...flow].map(([day, m3]) => [day, (m3 / field.areaM2) * 1000]));
      const days = history.map((d) => ({ date: d.date, etcMm: d.etc_mm, netIrrigationMm: d.irrigation_mm }));
      return { field_name: field.name, area_m2: field.areaM2, application_efficiency: efficiency, windows: efficiencyWindows(days, appliedMm, efficiency), reason: null };
    },
    /** The sensor's series over the range (7 days up to now by default), each at most SENSOR_CHART_MAX_POINTS points. */
    async chart(orgId: string, id: string, query: SensorChartQuery): Promise<SensorChart> {
      const sensor = await crud.get(orgId, id);
      const to = query.to ? new Date(query.to) : clock.now();
      const from = query.from ? new Date(query.from) : new Date(to.getTime() - 7 * DAY_MS);
      if (from >= to) throw new AppError('validation_failed', 400, { from: V.range_order });
      if (to.getTime() - from.getTime() > SENSOR_CHART_MAX_DAYS * DAY_MS) throw new AppError('validation_failed', 400, { from: V.date_range });
      const bucket = bucketSecondsFor(to.getTime() - from.getTime());
      const rows = await records.series(sensor.id, from, to, bucket, query.quantity);
      // A field without irrigation settings is advised with the defaults' soil; a sensor outside a field has no soil.
      const hasField = Boolean(sensor.crop_field_id ?? sensor.tree_field_id);
      const soil = hasField ? FAO56_SOILS[(await records.fieldSoil(sensor)) ?? IRRIGATION_SETTINGS_DEFAULTS.soil_type] : undefined;
      const fc = soil ? soil.fieldCapacity.mid * 100 : null;
      const refill = soil ? (soil.fieldCapacity.mid - REFILL_DEPLETION * (soil.fieldCapacity.mid - soil.wiltingPoint.mid)) * 100 : null;
      return {
        from: from.toISOString(),
        to: to.toISOString(),
        bucket_seconds: bucket,
        series: rows.map((row) => ({
          quantity: row.quantity,
          depth_cm: row.depth_cm,
          unit: SENSOR_QUANTITIES[row.quantity as SensorQuantity]?.unit ?? '',
          times: row.t.map(Number),
          values: row.v.map(Number),
        })),
        field_capacity_pct: fc === null ? null : Math.round(fc * 10) / 10,
        refill_pct: refill === null ? null : Math.round(refill * 10) / 10,
      };
    },
  };
}

export type SensorsService = ReturnType<typeof createSensorsService>;
