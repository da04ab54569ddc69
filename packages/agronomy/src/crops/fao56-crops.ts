import type { CropProfile, StageLengthsDays } from './crop-coefficient';

/** Basal crop coefficients Kcb of the three FAO-56 stages (FAO-56 Table 17, chapter 7: the dual crop coefficient). */
export interface BasalCropCoefficients {
  /** Kcb of the initial stage. */
  kcbIni: number;
  /** Kcb of mid-season (for RHmin 45 %, u2 2 m/s). */
  kcbMid: number;
  /** Kcb at the end of the late season (for RHmin 45 %, u2 2 m/s). */
  kcbEnd: number;
}

/** One crop of the seeded FAO-56 table, with the values and sources behind them. */
export interface Fao56Crop {
  /** Stable identifier (snake_case). */
  id: string;
  /** English name as in FAO-56. */
  name: string;
  /** Kc ini, FAO-56 Table 12. */
  kcIni: number;
  /** Kc mid, FAO-56 Table 12 (RHmin 45 %, u2 2 m/s). */
  kcMid: number;
  /** Kc end, FAO-56 Table 12 (a representative value when the table gives a range). */
  kcEnd: number;
  /** The Table 12 range of Kc end, when it gives one. */
  kcEndRange?: readonly [number, number];
  /** Maximum crop height, m (FAO-56 Table 12; mid value when a range). */
  maxHeightM: number;
  /** Maximum effective root depth Zr range, m (FAO-56 Table 22). */
  rootDepthM: { min: number; max: number };
  /** Soil water depletion fraction p for no stress at ETc ≈ 5 mm/day (FAO-56 Table 22). */
  depletionP: number;
  /** Example stage lengths in days (FAO-56 Table 11); absent for evergreen crops without stages. */
  stageLengthsDays?: StageLengthsDays;
  /** Where the stage lengths apply (FAO-56 Table 11 region and planting date). */
  stageLengthsNote?: string;
  /** Basal Kcb ini, mid and end (FAO-56 Table 17); absent where Table 17 has no row for the crop. */
  basal?: BasalCropCoefficients;
  /** Profile ready for `cropCoefficientOnDay`. */
  profile: CropProfile;
  /** Sources of the numbers. */
  sources: readonly string[];
}

const T11 = 'FAO-56 Table 11 (stage lengths)';
const T12 = 'FAO-56 Table 12 (Kc, maximum height)';
const T22 = 'FAO-56 Table 22 (root depth, depletion fraction p)';
const T17 = 'FAO-56 Table 17 (basal Kcb)';

/**
 * FAO-56 Table 17, "Basal crop coefficients, Kcb, for non stressed, well-managed crops in subhumid climates
 * (RHmin ≈ 45 %, u2 ≈ 2 m/s) for use with the FAO Penman-Monteith ETo", for the crops of this table, as [Kcb ini,
 * Kcb mid, Kcb end]. Where Table 17 gives a range, the end matching the Table 12 value chosen for Kc end here is
 * taken: wheat Kcb end 0.15-0.30 → 0.30 (Kc end 0.40), tomato 0.60-0.80 → 0.70 (Kc end 0.80); grain maize dried in
 * the field 0.15 (0.50 is for a wet harvest); winter wheat Kcb ini 0.15 (sown into bare soil). Table 17 has no row
 * for alfalfa with averaged cutting effects (only individual cutting periods): that crop has no basal values.
 */
const TABLE_17: Readonly<Record<string, readonly [number, number, number]>> = {
  date_palm: [0.8, 0.85, 0.85],
  citrus_70_no_cover: [0.65, 0.6, 0.65],
  citrus_50_no_cover: [0.6, 0.55, 0.6],
  citrus_20_no_cover: [0.45, 0.4, 0.5],
  citrus_70_ground_cover: [0.75, 0.7, 0.75],
  citrus_50_ground_cover: [0.75, 0.75, 0.75],
  citrus_20_ground_cover: [0.8, 0.8, 0.85],
  alfalfa_individual_cutting: [0.3, 1.15, 1.1],
  spring_wheat: [0.15, 1.1, 0.3],
  winter_wheat: [0.15, 1.1, 0.3],
  maize_grain: [0.15, 1.15, 0.15],
  potato: [0.15, 1.1, 0.65],
  onion_dry: [0.15, 0.95, 0.65],
  olives: [0.55, 0.65, 0.65],
  tomato: [0.15, 1.1, 0.7],
  sugar_beet: [0.15, 1.15, 0.5],
};

/** The crop with its Table 17 basal values, when Table 17 gives them. */
function withBasal(crop: Fao56Crop): Fao56Crop {
  const kcb = TABLE_17[crop.id];
  return kcb ? { ...crop, basal: { kcbIni: kcb[0], kcbMid: kcb[1], kcbEnd: kcb[2] }, sources: [...crop.sources, T17] } : crop;
}

/**
 * A seasonal crop from its row: Kc ini, mid and end and maximum height in m (FAO-56 Table 12), root depth Zr min and
 * max in m and depletion fraction p (Table 22), stage lengths initial, development, mid and late in days and where
 * they apply (Table 11), and Kc end's Table 12 range when it gives one.
 */
function seasonal(
  id: string,
  name: string,
  [kcIni, kcMid, kcEnd]: readonly [number, number, number],
  maxHeightM: number,
  [min, max]: readonly [number, number],
  depletionP: number,
  [initial, development, mid, late]: readonly [number, number, number, number],
  stageLengthsNote: string,
  kcEndRange?: readonly [number, number],
): Fao56Crop {
  const stageLengthsDays = { initial, development, mid, late };
  return {
    id,
    name,
    kcIni,
    kcMid,
    kcEnd,
    ...(kcEndRange ? { kcEndRange } : {}),
    maxHeightM,
    rootDepthM: { min, max },
    depletionP,
    stageLengthsDays,
    stageLengthsNote,
    profile: { kind: 'seasonal', kcIni, kcMid, kcEnd, stageLengthsDays, maxHeightM },
    sources: [T11, T12, T22],
  };
}

/** Citrus with no ground cover; stage lengths are the calendar-year cycle of Table 11 (60/90/120/95, Mediterranean, January start). */
function citrus(id: string, name: string, kc: [number, number, number], h: number, zr: [number, number]): Fao56Crop {
  return seasonal(id, name, kc, h, zr, 0.5, [60, 90, 120, 95], 'annual cycle from January, Mediterranean (day after planting = day of the cycle)');
}

/**
 * Seeded FAO-56 crop table: Kc ini/mid/end and maximum height (FAO-56 Table 12), basal Kcb ini/mid/end (Table 17),
 * root depth range and depletion fraction p (Table 22), example stage lengths (Table 11), keyed by `id`.
 */
export const FAO56_CROPS: Readonly<Record<string, Fao56Crop>> = Object.freeze(
  Object.fromEntries(
    [
      {
        id: 'date_palm',
        name: 'Date palms',
        kcIni: 0.9,
        kcMid: 0.95,
        kcEnd: 0.95,
        maxHeightM: 8,
        rootDepthM: { min: 1.5, max: 2.5 },
        depletionP: 0.5,
        stageLengthsNote: 'evergreen, no stages (FAO-56 Table 11)',
        profile: { kind: 'evergreen', kc: 0.95, maxHeightM: 8 },
        sources: [T11, T12, T22],
      } satisfies Fao56Crop,
      citrus('citrus_70_no_cover', 'Citrus, no ground cover, 70% canopy', [0.7, 0.65, 0.7], 4, [1.2, 1.5]),
      citrus('citrus_50_no_cover', 'Citrus, no ground cover, 50% canopy', [0.65, 0.6, 0.65], 3, [1.1, 1.5]),
      citrus('citrus_20_no_cover', 'Citrus, no ground cover, 20% canopy', [0.5, 0.45, 0.55], 2, [0.8, 1.1]),
      citrus('citrus_70_ground_cover', 'Citrus, active ground cover, 70% canopy', [0.75, 0.7, 0.75], 4, [1.2, 1.5]),
      citrus('citrus_50_ground_cover', 'Citrus, active ground cover, 50% canopy', [0.8, 0.8, 0.8], 3, [1.1, 1.5]),
      citrus('citrus_20_ground_cover', 'Citrus, active ground cover, 20% canopy', [0.85, 0.85, 0.85], 2, [0.8, 1.1]),
      // seasonal(id, name, [Kc ini, mid, end], height m, [Zr min, max] m, p, [initial, development, mid, late] days, where, Kc end range)
      seasonal('alfalfa_averaged', 'Alfalfa hay, averaged cutting effects', [0.4, 0.95, 0.9], 0.7, [1.0, 2.0], 0.55, [10, 30, 25, 10], 'first cutting cycle, 75 days'),
      seasonal('alfalfa_individual_cutting', 'Alfalfa hay, individual cutting periods', [0.4, 1.2, 1.15], 0.7, [1.0, 2.0], 0.55, [5, 10, 10, 5], 'later cutting cycle, 30 days (up to 5/20/10/10)'),
      seasonal('spring_wheat', 'Spring wheat', [0.3, 1.15, 0.4], 1, [1.0, 1.5], 0.55, [20, 50, 60, 30], '160 days, California desert, December planting', [0.25, 0.4]),
      seasonal('winter_wheat', 'Winter wheat (non-frozen soil)', [0.7, 1.15, 0.4], 1, [1.5, 1.8], 0.55, [30, 140, 40, 30], 'Mediterranean', [0.25, 0.4]),
      seasonal('maize_grain', 'Maize, field (grain), field dried', [0.3, 1.2, 0.35], 2, [1.0, 1.7], 0.55, [25, 40, 45, 30], '140 days, arid region, Dec-Jan planting', [0.35, 0.6]),
      seasonal('potato', 'Potato', [0.5, 1.15, 0.75], 0.6, [0.4, 0.6], 0.35, [30, 35, 50, 25], '140 days, California desert, December planting'),
      seasonal('onion_dry', 'Onion, dry', [0.7, 1.05, 0.75], 0.4, [0.3, 0.6], 0.3, [20, 35, 110, 45], '210 days, arid region, Oct-Jan planting'),
      seasonal('olives', 'Olives (40-60% ground cover)', [0.65, 0.7, 0.7], 4, [1.2, 1.7], 0.65, [30, 90, 60, 90], 'annual cycle starting March, Mediterranean (height 3-5 m, 4 m used)'),
      seasonal('tomato', 'Tomato', [0.6, 1.15, 0.8], 0.6, [0.7, 1.5], 0.4, [35, 45, 70, 30], '180 days, arid region, Oct-Nov planting', [0.7, 0.9]),
      seasonal('sugar_beet', 'Sugar beet', [0.35, 1.2, 0.7], 0.5, [0.7, 1.2], 0.55, [35, 60, 70, 40], '205 days, arid region, November planting'),
    ]
      .map(withBasal)
      .map((c) => [c.id, c]),
  ),
);
