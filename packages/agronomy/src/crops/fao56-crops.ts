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

function seasonal(
  c: Omit<Fao56Crop, 'profile' | 'sources'> & { stageLengthsDays: StageLengthsDays },
): Fao56Crop {
  return {
    ...c,
    profile: { kind: 'seasonal', kcIni: c.kcIni, kcMid: c.kcMid, kcEnd: c.kcEnd, stageLengthsDays: c.stageLengthsDays, maxHeightM: c.maxHeightM },
    sources: [T11, T12, T22],
  };
}

/** Citrus with no ground cover; stage lengths are the calendar-year cycle of Table 11 (60/90/120/95, Mediterranean, January start). */
function citrus(id: string, name: string, kc: [number, number, number], h: number, zr: [number, number]): Fao56Crop {
  return seasonal({
    id,
    name,
    kcIni: kc[0],
    kcMid: kc[1],
    kcEnd: kc[2],
    maxHeightM: h,
    rootDepthM: { min: zr[0], max: zr[1] },
    depletionP: 0.5,
    stageLengthsDays: { initial: 60, development: 90, mid: 120, late: 95 },
    stageLengthsNote: 'annual cycle from January, Mediterranean (day after planting = day of the cycle)',
  });
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
      seasonal({
        id: 'alfalfa_averaged',
        name: 'Alfalfa hay, averaged cutting effects',
        kcIni: 0.4,
        kcMid: 0.95,
        kcEnd: 0.9,
        maxHeightM: 0.7,
        rootDepthM: { min: 1.0, max: 2.0 },
        depletionP: 0.55,
        stageLengthsDays: { initial: 10, development: 30, mid: 25, late: 10 },
        stageLengthsNote: 'first cutting cycle, 75 days',
      }),
      seasonal({
        id: 'alfalfa_individual_cutting',
        name: 'Alfalfa hay, individual cutting periods',
        kcIni: 0.4,
        kcMid: 1.2,
        kcEnd: 1.15,
        maxHeightM: 0.7,
        rootDepthM: { min: 1.0, max: 2.0 },
        depletionP: 0.55,
        stageLengthsDays: { initial: 5, development: 10, mid: 10, late: 5 },
        stageLengthsNote: 'later cutting cycle, 30 days (up to 5/20/10/10)',
      }),
      seasonal({
        id: 'spring_wheat',
        name: 'Spring wheat',
        kcIni: 0.3,
        kcMid: 1.15,
        kcEnd: 0.4,
        kcEndRange: [0.25, 0.4],
        maxHeightM: 1,
        rootDepthM: { min: 1.0, max: 1.5 },
        depletionP: 0.55,
        stageLengthsDays: { initial: 20, development: 50, mid: 60, late: 30 },
        stageLengthsNote: '160 days, California desert, December planting',
      }),
      seasonal({
        id: 'winter_wheat',
        name: 'Winter wheat (non-frozen soil)',
        kcIni: 0.7,
        kcMid: 1.15,
        kcEnd: 0.4,
        kcEndRange: [0.25, 0.4],
        maxHeightM: 1,
        rootDepthM: { min: 1.5, max: 1.8 },
        depletionP: 0.55,
        stageLengthsDays: { initial: 30, development: 140, mid: 40, late: 30 },
        stageLengthsNote: 'Mediterranean',
      }),
      seasonal({
        id: 'maize_grain',
        name: 'Maize, field (grain), field dried',
        kcIni: 0.3,
        kcMid: 1.2,
        kcEnd: 0.35,
        kcEndRange: [0.35, 0.6],
        maxHeightM: 2,
        rootDepthM: { min: 1.0, max: 1.7 },
        depletionP: 0.55,
        stageLengthsDays: { initial: 25, development: 40, mid: 45, late: 30 },
        stageLengthsNote: '140 days, arid region, Dec-Jan planting',
      }),
      seasonal({
        id: 'potato',
        name: 'Potato',
        kcIni: 0.5,
        kcMid: 1.15,
        kcEnd: 0.75,
        maxHeightM: 0.6,
        rootDepthM: { min: 0.4, max: 0.6 },
        depletionP: 0.35,
        stageLengthsDays: { initial: 30, development: 35, mid: 50, late: 25 },
        stageLengthsNote: '140 days, California desert, December planting',
      }),
      seasonal({
        id: 'onion_dry',
        name: 'Onion, dry',
        kcIni: 0.7,
        kcMid: 1.05,
        kcEnd: 0.75,
        maxHeightM: 0.4,
        rootDepthM: { min: 0.3, max: 0.6 },
        depletionP: 0.3,
        stageLengthsDays: { initial: 20, development: 35, mid: 110, late: 45 },
        stageLengthsNote: '210 days, arid region, Oct-Jan planting',
      }),
      seasonal({
        id: 'olives',
        name: 'Olives (40-60% ground cover)',
        kcIni: 0.65,
        kcMid: 0.7,
        kcEnd: 0.7,
        maxHeightM: 4,
        rootDepthM: { min: 1.2, max: 1.7 },
        depletionP: 0.65,
        stageLengthsDays: { initial: 30, development: 90, mid: 60, late: 90 },
        stageLengthsNote: 'annual cycle starting March, Mediterranean (height 3-5 m, 4 m used)',
      }),
      seasonal({
        id: 'tomato',
        name: 'Tomato',
        kcIni: 0.6,
        kcMid: 1.15,
        kcEnd: 0.8,
        kcEndRange: [0.7, 0.9],
        maxHeightM: 0.6,
        rootDepthM: { min: 0.7, max: 1.5 },
        depletionP: 0.4,
        stageLengthsDays: { initial: 35, development: 45, mid: 70, late: 30 },
        stageLengthsNote: '180 days, arid region, Oct-Nov planting',
      }),
      seasonal({
        id: 'sugar_beet',
        name: 'Sugar beet',
        kcIni: 0.35,
        kcMid: 1.2,
        kcEnd: 0.7,
        maxHeightM: 0.5,
        rootDepthM: { min: 0.7, max: 1.2 },
        depletionP: 0.55,
        stageLengthsDays: { initial: 35, development: 60, mid: 70, late: 40 },
        stageLengthsNote: '205 days, arid region, November planting',
      }),
    ]
      .map(withBasal)
      .map((c) => [c.id, c]),
  ),
);
