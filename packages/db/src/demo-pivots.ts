import {
  addDaysIso,
  cropCoefficientOnDay,
  cuttingCycles,
  dayNumberOfIso,
  fao56CropOf,
  mostRecentSeason,
  UPPER_EGYPT_CROP_CALENDAR,
  type CalendarSeasonDates,
} from '@rayyan/agronomy';
import type { IRRIGATION_SOIL_TYPES, SEASONS } from '@rayyan/contracts';

/**
 * The Toshka demo pivots and what they grow on the day the demo is created: each pivot's seasons from the Upper Egypt
 * crop calendar (@rayyan/agronomy crop-calendar.ts), its advice settings and the irrigations its team logged. Pure:
 * the day is always given, so a demo created on a given day is always the same.
 */

/** The pivot machine (issue #11: towers, length, end gun, capacity 6-9 mm/day gross, 20-30 h a revolution at 100 %). */
export interface DemoPivotMachine {
  pivotTowers: number;
  pivotLengthM: number;
  pivotEndGun: boolean;
  pivotCapacityM3H: number;
  pivotHoursPerRevolution: number;
}

export interface DemoPivot {
  code: string;
  name: string;
  crop: keyof typeof UPPER_EGYPT_CROP_CALENDAR;
  variety: string | null;
  lon: number;
  lat: number;
  radiusM: number;
  officialAreaFeddan: number;
  /** Expected yield, tonnes per feddan (null: a forage cut many times). */
  yieldTon: number | null;
  /** The day of the crop's sowing window this field is sown every year ('MM-DD'). */
  sowingDay: string;
  machine: DemoPivotMachine;
  /** The advice settings the farm gave the field: Toshka's sands, and the longest wait its team keeps between runs. */
  settings: { soilType: (typeof IRRIGATION_SOIL_TYPES)[number]; efficiency: number; maxIntervalDays: number };
  /** The team's routine while a season is on: a run every `everyDays` days, the last one `lastDaysAgo` days before today. */
  routine: { everyDays: number; lastDaysAgo: number };
}

/** The machine of a 400 m pivot: 7 spans on a 380 m lateral with an end gun, its capacity (m³/h) and hours a revolution at 100 %. */
const machine400m = (pivotCapacityM3H: number, pivotHoursPerRevolution: number): DemoPivotMachine => ({
  pivotTowers: 7,
  pivotLengthM: 380,
  pivotEndGun: true,
  pivotCapacityM3H,
  pivotHoursPerRevolution,
});

/**
 * Four 400 m pivots (7 spans on a 380 m lateral with an end gun; 150-180 m³/h, i.e. 7.2-8.6 mm/day gross over the
 * 50 ha circle, Toshka's peak ETc being about 8-9 mm/day; 21-26 h a revolution at 100 %, the end tower at 1.5-1.9
 * m/min) and a 250 m pivot between them (4 spans, 65 m³/h: 7.9 mm/day gross over 19.6 ha; 21 h a revolution).
 */
export const DEMO_PIVOTS: readonly DemoPivot[] = [
  {
    code: 'TA-P1', name: 'Pivot 1 – Wheat', crop: 'wheat', variety: 'Sakha 95', lon: 31.145, lat: 22.7446, radiusM: 400, officialAreaFeddan: 120, yieldTon: 2.8, sowingDay: '11-22',
    machine: machine400m(160, 22),
    settings: { soilType: 'loamy_sand', efficiency: 0.85, maxIntervalDays: 3 },
    routine: { everyDays: 3, lastDaysAgo: 2 },
  },
  {
    code: 'TA-P2', name: 'Pivot 2 – Alfalfa', crop: 'alfalfa', variety: 'Siwa', lon: 31.155, lat: 22.7446, radiusM: 400, officialAreaFeddan: 120, yieldTon: null, sowingDay: '10-15',
    machine: machine400m(180, 24),
    settings: { soilType: 'sand', efficiency: 0.8, maxIntervalDays: 4 },
    routine: { everyDays: 4, lastDaysAgo: 1 },
  },
  {
    code: 'TA-P3', name: 'Pivot 3 – Maize', crop: 'maize', variety: 'SC 168', lon: 31.145, lat: 22.7539, radiusM: 400, officialAreaFeddan: 120, yieldTon: 3.5, sowingDay: '04-20',
    machine: machine400m(170, 21),
    settings: { soilType: 'loamy_sand', efficiency: 0.85, maxIntervalDays: 3 },
    routine: { everyDays: 3, lastDaysAgo: 2 },
  },
  {
    code: 'TA-P4', name: 'Pivot 4 – Potato', crop: 'potato', variety: 'Spunta', lon: 31.155, lat: 22.7539, radiusM: 400, officialAreaFeddan: 120, yieldTon: 12, sowingDay: '08-20',
    machine: machine400m(150, 26),
    settings: { soilType: 'sandy_loam', efficiency: 0.85, maxIntervalDays: 2 },
    routine: { everyDays: 2, lastDaysAgo: 2 },
  },
  {
    code: 'TA-P5', name: 'Pivot 5 – Onion', crop: 'onion', variety: 'Giza 6', lon: 31.15, lat: 22.74925, radiusM: 250, officialAreaFeddan: 47, yieldTon: 14, sowingDay: '11-10',
    machine: { pivotTowers: 4, pivotLengthM: 250, pivotEndGun: false, pivotCapacityM3H: 65, pivotHoursPerRevolution: 21 },
    settings: { soilType: 'loamy_sand', efficiency: 0.85, maxIntervalDays: 2 },
    routine: { everyDays: 2, lastDaysAgo: 1 },
  },
];

/** One crop season of a demo pivot, as crop_seasons stores it. */
export interface DemoSeason {
  season: (typeof SEASONS)[number];
  state: 'active' | 'ended';
  crop: string;
  variety: string | null;
  plantingDate: string;
  expectedHarvestDate: string;
  expectedYieldTon: number | null;
  /** The day an ended season was closed: its harvest (or cut). */
  endedOn: string | null;
}

const asSeason = (pivot: DemoPivot, s: CalendarSeasonDates): DemoSeason => ({
  season: s.season,
  state: s.active ? 'active' : 'ended',
  crop: s.crop,
  variety: pivot.variety,
  plantingDate: s.planting,
  expectedHarvestDate: s.harvest,
  expectedYieldTon: pivot.yieldTon,
  endedOn: s.active ? null : s.harvest,
});

/**
 * The seasons of a pivot on `today` ('YYYY-MM-DD'), oldest first; the last is the field's current or last one. An
 * annual crop has its most recent season (sown on or before today, active until its harvest, else ended); alfalfa has
 * every cutting cycle since its stand was sown, the last one active.
 */
export function demoPivotSeasons(pivot: DemoPivot, today: string): DemoSeason[] {
  const entry = UPPER_EGYPT_CROP_CALENDAR[pivot.crop];
  const dates = entry.cutEveryDays ? cuttingCycles(entry, pivot.sowingDay, today) : [mostRecentSeason(entry, pivot.sowingDay, today)];
  return dates.map((s) => asSeason(pivot, s));
}

/** Gross depth the pivot applies in a day of running, mm: its capacity over the circle (π r²). */
export const pivotCapacityMmDay = (pivot: Pick<DemoPivot, 'machine' | 'radiusM'>) => (pivot.machine.pivotCapacityM3H * 24 * 1000) / (Math.PI * pivot.radiusM ** 2);

/**
 * Monthly mean reference ET0 at Toshka, mm/day (January first): FAO-56 Penman-Monteith (eq. 6) over the Aswan
 * station normals (WMO 1991-2020) that the server's simulated weather uses for the demo farm.
 */
export const TOSHKA_ET0_MM_DAY = [4.5, 5.4, 7.1, 8.5, 9.8, 10.8, 10.3, 10.1, 8.9, 7.2, 5.3, 4.5] as const;

/**
 * The irrigations the pivot's team logged in the last four weeks of the crop now in the field, oldest first: one run
 * every `everyDays` days up to `lastDaysAgo` days before today (never on the planting day or before it, never today,
 * so the user's own entry of today is the first of its day; alfalfa is irrigated across its cuts). Each run applies
 * the crop's water use since the last one: `everyDays` days of Kc (FAO-56 Table 12 curve, eq. 66, from the start of
 * the season or cutting cycle the day falls in) × the month's ET0, over the application efficiency, to the half
 * millimetre, but never more than the machine delivers running 22 hours a day (at the summer peak a pivot runs all the
 * time and still falls short). None when the field is between seasons.
 */
export function demoIrrigationLogs(pivot: DemoPivot, seasons: readonly DemoSeason[], today: string): { date: string; waterMm: number }[] {
  const current = seasons.at(-1);
  if (current?.state !== 'active') return [];
  // An annual crop's runs start after its sowing; a perennial's after the sowing of its stand (its first cycle).
  const since = UPPER_EGYPT_CROP_CALENDAR[pivot.crop].cutEveryDays ? seasons[0]!.plantingDate : current.plantingDate;
  const logs: { date: string; waterMm: number }[] = [];
  const { everyDays, lastDaysAgo } = pivot.routine;
  for (let ago = lastDaysAgo; ago <= 28; ago += everyDays) {
    const date = addDaysIso(today, -ago);
    if (date <= since) break;
    const season = seasons.findLast((s) => s.plantingDate < date) ?? current;
    const crop = fao56CropOf(season.crop, season.season);
    const day = dayNumberOfIso(date) - dayNumberOfIso(season.plantingDate);
    const kc = crop ? cropCoefficientOnDay(crop.profile, day) : 1;
    const et0 = TOSHKA_ET0_MM_DAY[Number(date.slice(5, 7)) - 1]!;
    const needed = (everyDays * kc * et0) / pivot.settings.efficiency;
    logs.unshift({ date, waterMm: Math.round(Math.min(needed, everyDays * (22 / 24) * pivotCapacityMmDay(pivot)) * 2) / 2 });
  }
  return logs;
}
