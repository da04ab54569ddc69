import { fao56CropOf } from '@rayyan/agronomy';
import cropsAr from '@rayyan/i18n/locales/ar/crops.json' with { type: 'json' };
import cropsEn from '@rayyan/i18n/locales/en/crops.json' with { type: 'json' };

const NAMES: Record<'en' | 'ar', Record<string, string>> = { en: cropsEn.crop_names, ar: cropsAr.crop_names };

/**
 * A field's crop as a reader reads it, for exports (the web's `cropLabel`): a crop the FAO-56 table knows (wheat by
 * season, maize, alfalfa…) by its name in the language, any other crop as it was typed.
 */
export function cropName(crop: string, season: string | null, lang: 'en' | 'ar'): string {
  const known = fao56CropOf(crop, season);
  return (known && NAMES[lang][known.id]) || crop;
}
