import type { IrrigationSystemKind } from '@rayyan/agronomy';
import {
  irrigationAdviceSchema,
  irrigationExplanationSchema,
  type IrrigationAdviceRecord,
  type IrrigationExplanation,
  type IrrigationFieldKind,
  type IrrigationStatus,
  type SeasonNoAdviceReason,
} from '@rayyan/contracts';
import type { AdviceRow, IrrigationField } from './irrigation.repository';

/**
 * How a field's water is run: a tree field on drip by its drippers, a center pivot crop field by its speed setting
 * and passes, every other field by its application rate.
 */
export const systemOf = (field: Pick<IrrigationField, 'kind' | 'irrigationType'>): IrrigationStatus['system'] => {
  if (field.kind === 'tree') return field.irrigationType === 'drip' ? 'drip' : 'rate';
  return field.irrigationType === 'center_pivot' ? 'pivot' : 'rate';
};

/**
 * How the field's irrigation wets the soil surface, for the dual crop coefficient (FAO-56 Table 20): drip at the
 * plants (fw 0.35), a center pivot or a tree field's sprinklers over the whole surface, flood likewise.
 */
export const wettingOf = (field: Pick<IrrigationField, 'irrigationType'>): IrrigationSystemKind =>
  field.irrigationType === 'drip' ? 'drip' : field.irrigationType === 'flood' ? 'flood' : 'pivot';

/** What the season rules need to know of a field. */
export interface FieldSeason {
  kind: IrrigationFieldKind;
  /** Crop fields: the season's state (null: never started); tree fields have no seasons. */
  seasonState: 'active' | 'ended' | null;
  plantingDate: string | null;
}

/**
 * Why a crop field gets no advice from its season: none is active (never started, or ended), or it is planted later
 * than today. Tree fields have no seasons: their trees are established.
 */
export function seasonNoAdviceReason(field: FieldSeason, today: string): SeasonNoAdviceReason | null {
  if (field.kind !== 'crop') return null;
  if (field.seasonState !== 'active') return 'no_active_season';
  return field.plantingDate && field.plantingDate > today ? 'before_planting' : null;
}

/**
 * Stored advice read through its contract, so advice stored by an older version gets the defaults of fields added
 * since; a row that no longer parses counts as not computed rather than failing the page.
 */
function storedAdvice(row: AdviceRow | undefined): { advice: IrrigationAdviceRecord | null; explanation: IrrigationExplanation | null } {
  const advice = row?.advice ? irrigationAdviceSchema.safeParse({ ...row.advice, computed_at: row.computedAt.toISOString() }) : null;
  if (!advice?.success) return { advice: null, explanation: null };
  const explanation = row?.explanation ? irrigationExplanationSchema.safeParse(row.explanation) : null;
  return { advice: advice.data, explanation: explanation?.success ? explanation.data : null };
}

/** True when stored advice was worked out for another season of the crop field (another planting date). */
export function adviceOfAnotherSeason(field: FieldSeason, inputs: Record<string, unknown> | undefined): boolean {
  return field.kind === 'crop' && !!inputs && 'planting_date' in inputs && inputs.planting_date !== field.plantingDate;
}

/**
 * The stored advice a field shows now, or why it has none: no advice without an active season or before planting
 * (whatever was stored while a season was active), none while the stored one belongs to another season (restarted or
 * replanted since: not computed yet), else the stored advice, or the reason stored with its absence.
 */
export function shownAdvice(
  field: FieldSeason,
  today: string,
  row: AdviceRow | undefined,
): { advice: IrrigationAdviceRecord | null; explanation: IrrigationExplanation | null; reason: string | null } {
  const seasonReason = seasonNoAdviceReason(field, today);
  if (seasonReason) return { advice: null, explanation: null, reason: seasonReason };
  if (row && adviceOfAnotherSeason(field, row.inputs)) return { advice: null, explanation: null, reason: 'not_computed' };
  const { advice, explanation } = storedAdvice(row);
  return { advice, explanation, reason: advice ? null : (row?.reason ?? 'not_computed') };
}
