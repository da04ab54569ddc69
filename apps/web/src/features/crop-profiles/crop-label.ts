import type { TFunction } from 'i18next';
import { fao56CropOf } from '@rayyan/agronomy';

/**
 * A field's crop as the reader reads it: a crop the FAO-56 table knows (wheat, maize, alfalfa…, as farms write
 * them) by its name in the `crops` namespace of the reader's language; any other name as it was typed.
 */
export function cropLabel(crop: string, season: string | null, t: TFunction): string {
  const known = fao56CropOf(crop, season);
  return known ? t(`crops:crop_names.${known.id}`, { defaultValue: crop }) : crop;
}
