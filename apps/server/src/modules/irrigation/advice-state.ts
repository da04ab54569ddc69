import type { IrrigationFieldKind, IrrigationStatus, SeasonNoAdviceReason } from '@rayyan/contracts';
import type { IrrigationField } from './irrigation.repository';

/**
 * How a field's water is run: a tree field on drip by its drippers, a center pivot crop field by its speed setting
 * and passes, every other field by its application rate.
 */
export const systemOf = (field: Pick<IrrigationField, 'kind' | 'irrigationType'>): IrrigationStatus['system'] => {
  if (field.kind === 'tree') return field.irrigationType === 'drip' ? 'drip' : 'rate';
  return field.irrigationType === 'center_pivot' ? 'pivot' : 'rate';
};

/**
 * Why a crop field gets no advice from its season: none is active (never started, or ended), or it is planted later
 * than today. Tree fields have no seasons: their trees are established.
 */
export function seasonNoAdviceReason(
  field: { kind: IrrigationFieldKind; seasonState: 'active' | 'ended' | null; plantingDate: string | null },
  today: string,
): SeasonNoAdviceReason | null {
  if (field.kind !== 'crop') return null;
  if (field.seasonState !== 'active') return 'no_active_season';
  return field.plantingDate && field.plantingDate > today ? 'before_planting' : null;
}
