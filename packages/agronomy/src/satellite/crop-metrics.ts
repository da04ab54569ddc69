import { addDaysIso, dayNumberOfIso } from '../et0/calendar';

/**
 * Crop metrics from a field's index statistics (spec 3, issue #13). Each is an estimate by the model named here;
 * the callers label them so.
 */

/**
 * Basal crop coefficient from NDVI: Kcb = 1.44 NDVI − 0.10 (Campos, Neale, Calera, Balbontín & González-Piqueras
 * 2010, "Assessing satellite-based basal crop coefficients for irrigated grapes", Agric. Water Manag. 98:45-54; the
 * linear Kcb-VI relation of Bausch & Neale 1987), never below 0.
 */
export function kcbFromNdvi(ndvi: number): number {
  return Math.max(0, 1.44 * ndvi - 0.1);
}

/**
 * Fraction of absorbed photosynthetically active radiation: fAPAR = 1.1638 NDVI − 0.1426 (Myneni & Williams 1994,
 * "On the relationship between FAPAR and NDVI", Remote Sens. Environ. 49:200-211), within 0…1.
 */
export function faparFromNdvi(ndvi: number): number {
  return Math.min(1, Math.max(0, 1.1638 * ndvi - 0.1426));
}

/** Share of global solar radiation that is photosynthetically active (McCree 1972; Monteith 1972 used 0.5). */
export const PAR_SHARE_OF_SOLAR = 0.48;
/**
 * Light-use efficiency, g of above-ground dry matter per MJ of absorbed PAR: about 2.5 for C3 crops and 3.5 for C4
 * (maize, sorghum, sugarcane), within the range Sinclair & Muchow (1999, "Radiation use efficiency", Adv. Agron.
 * 65:215-265) report; a product choice, the model is Monteith's (1972, J. Appl. Ecol. 9:747-766).
 */
export const LIGHT_USE_EFFICIENCY_G_PER_MJ = { c3: 2.5, c4: 3.5 } as const;
const C4_CROPS = ['maize', 'corn', 'sorghum', 'sugarcane', 'millet'];

export function lightUseEfficiency(crop: string | null): number {
  const name = (crop ?? '').toLowerCase();
  return C4_CROPS.some((c) => name.includes(c)) ? LIGHT_USE_EFFICIENCY_G_PER_MJ.c4 : LIGHT_USE_EFFICIENCY_G_PER_MJ.c3;
}

/** Dry matter of one day, kg ha⁻¹: ε · fAPAR · 0.48 Rs (g m⁻² × 10). */
export function dailyDryMatterKgHa(fapar: number, solarRadiationMJm2: number, lue: number): number {
  return lue * fapar * PAR_SHARE_OF_SOLAR * solarRadiationMJm2 * 10;
}

/**
 * Dry matter from the first clear date to `until`, kg ha⁻¹: each day's fAPAR interpolated linearly between the clear
 * dates (held after the last), times that day's radiation; days without radiation add nothing. Null before any date.
 */
export function cumulativeDryMatterKgHa(
  points: ReadonlyArray<{ date: string; fapar: number }>,
  radiation: ReadonlyMap<string, number>,
  until: string,
  lue: number,
): number | null {
  const first = points[0];
  if (!first || first.date > until) return null;
  let total = 0;
  let next = 0;
  for (let day = first.date; day <= until; day = addDaysIso(day, 1)) {
    while (next + 1 < points.length && points[next + 1]!.date <= day) next++;
    const a = points[next]!;
    const b = points[next + 1];
    const fapar = b ? a.fapar + ((b.fapar - a.fapar) * (dayNumberOfIso(day) - dayNumberOfIso(a.date))) / (dayNumberOfIso(b.date) - dayNumberOfIso(a.date)) : a.fapar;
    const rs = radiation.get(day);
    if (rs !== undefined) total += dailyDryMatterKgHa(fapar, rs, lue);
  }
  return total;
}

/** NDVI of a closed green canopy, the reference of the production gap (as vegetation-cover.ts). */
export const FULL_CANOPY_NDVI = 0.9;

/** Share of a full canopy's daily dry matter the field misses, %: 1 − fAPAR / fAPAR(full canopy). */
export function productionGapPct(ndvi: number): number {
  return Math.max(0, 100 * (1 - faparFromNdvi(ndvi) / faparFromNdvi(FULL_CANOPY_NDVI)));
}

/**
 * Nitrogen sufficiency index from the red-edge index: the field's mean NDRE over a virtual reference, its 90th
 * percentile (Holland & Schepers 2013, "Use of a virtual-reference concept to interpret active crop canopy sensor
 * data", Precis. Agric. 14:71-85); below 0.95 nitrogen is likely short (Varvel, Schepers & Francis 1997, Soil Sci.
 * Soc. Am. J. 61:1233-1239, with the chlorophyll meter's sufficiency index).
 */
export const NITROGEN_SUFFICIENCY_THRESHOLD = 0.95;
export function nitrogenSufficiencyIndex(meanNdre: number, referenceNdre: number): number | null {
  return referenceNdre > 0 ? meanNdre / referenceNdre : null;
}
