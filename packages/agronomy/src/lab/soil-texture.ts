import { AgronomyInputError, requireInRange } from '../input/agronomy-input-error';

/** The twelve USDA soil texture classes. */
export const USDA_TEXTURE_CLASSES = [
  'sand',
  'loamy_sand',
  'sandy_loam',
  'loam',
  'silt_loam',
  'silt',
  'sandy_clay_loam',
  'clay_loam',
  'silty_clay_loam',
  'sandy_clay',
  'silty_clay',
  'clay',
] as const;
export type UsdaTextureClass = (typeof USDA_TEXTURE_CLASSES)[number];

/** How far clay + sand + silt may be from 100 % (lab rounding) before the fractions are refused. */
export const TEXTURE_SUM_TOLERANCE_PCT = 2;

/**
 * The USDA texture class of a soil from its clay, sand and silt percentages (particles < 2 mm), by the class limits of
 * the USDA texture triangle (Soil Survey Staff, Soil Survey Manual, USDA Handbook 18, 2017, ch. 3 "Soil texture"; the
 * same limits as the NRCS soil texture calculator). The fractions are scaled to sum to 100 first; a sum further than
 * `TEXTURE_SUM_TOLERANCE_PCT` from 100 is refused.
 */
export function usdaTextureClass(clayPct: number, sandPct: number, siltPct: number): UsdaTextureClass {
  const c0 = requireInRange('clay', clayPct, 0, 100, '%');
  const s0 = requireInRange('sand', sandPct, 0, 100, '%');
  const i0 = requireInRange('silt', siltPct, 0, 100, '%');
  const sum = c0 + s0 + i0;
  if (Math.abs(sum - 100) > TEXTURE_SUM_TOLERANCE_PCT) throw new AgronomyInputError('texture', `clay + sand + silt must be about 100 %, got ${sum}`);
  const clay = (c0 * 100) / sum;
  const sand = (s0 * 100) / sum;
  const silt = (i0 * 100) / sum;
  if (silt + 1.5 * clay < 15) return 'sand';
  if (silt + 2 * clay < 30) return 'loamy_sand';
  if ((clay >= 7 && clay < 20 && sand > 52) || (clay < 7 && silt < 50)) return 'sandy_loam';
  if (clay >= 7 && clay < 27 && silt >= 28 && silt < 50 && sand <= 52) return 'loam';
  if ((silt >= 50 && clay >= 12 && clay < 27) || (silt >= 50 && silt < 80 && clay < 12)) return 'silt_loam';
  if (silt >= 80 && clay < 12) return 'silt';
  if (clay >= 20 && clay < 35 && silt < 28 && sand > 45) return 'sandy_clay_loam';
  if (clay >= 27 && clay < 40 && sand > 20 && sand <= 45) return 'clay_loam';
  if (clay >= 27 && clay < 40 && sand <= 20) return 'silty_clay_loam';
  if (clay >= 35 && sand > 45) return 'sandy_clay';
  if (clay >= 40 && silt >= 40) return 'silty_clay';
  return 'clay';
}

/**
 * The water balance's soil (a key of `FAO56_SOILS`, the FAO-56 Table 19 rows the engine carries: sand, loamy sand,
 * sandy loam, loam, clay) for a USDA texture class: the class itself where the engine has it, else the nearest row by
 * available water (silt loam, silt and sandy clay loam hold about what loam holds; the clay loams, sandy and silty
 * clays about what clay holds, FAO-56 Table 19).
 */
export function waterBalanceSoilOf(texture: UsdaTextureClass): 'sand' | 'loamy_sand' | 'sandy_loam' | 'loam' | 'clay' {
  switch (texture) {
    case 'sand':
    case 'loamy_sand':
    case 'sandy_loam':
    case 'loam':
    case 'clay':
      return texture;
    case 'silt_loam':
    case 'silt':
    case 'sandy_clay_loam':
      return 'loam';
    default:
      return 'clay';
  }
}
