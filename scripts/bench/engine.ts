/**
 * Benchmark (issue 5): a full season of daily water balance and irrigation advice for 10,000 fields in
 * one process, with the @rayyan/agronomy library. Prints field-days per second; not a test.
 *
 * Weather is generated per location (50 locations, as fields share weather stations), ET0 comes from
 * `referenceEt0Daily` per location-day, and each field runs `simulateSeason` then `irrigationAdvice`
 * every day with a 7-day ETc forecast, as the nightly job will.
 */
import { performance } from 'node:perf_hooks';
import {
  FAO56_CROPS,
  FAO56_SOILS,
  addDaysIso,
  cropCoefficientOnDay,
  irrigationAdvice,
  referenceEt0Daily,
  simulateSeason,
  type CropProfile,
} from '@rayyan/agronomy';

const FIELDS = Number(process.env.BENCH_FIELDS ?? 10_000);
const LOCATIONS = 50;
const START = '2026-03-01';

/** Deterministic pseudo-random numbers, so every run does the same work. */
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

const crops = ['spring_wheat', 'maize_grain', 'potato', 'onion_dry', 'date_palm', 'alfalfa_averaged']
  .map((id) => FAO56_CROPS[id])
  .filter((c): c is NonNullable<typeof c> => Boolean(c));
if (crops.length === 0) throw new Error('no FAO-56 crops found for the benchmark');
const soils = Object.values(FAO56_SOILS);

const seasonDays = (profile: CropProfile) =>
  profile.kind === 'seasonal'
    ? profile.stageLengthsDays.initial + profile.stageLengthsDays.development + profile.stageLengthsDays.mid + profile.stageLengthsDays.late
    : 365;
const maxDays = Math.max(...crops.map((c) => seasonDays(c.profile)));

const t0 = performance.now();
const rand = lcg(42);
const et0ByLocation: number[][] = [];
for (let l = 0; l < LOCATIONS; l++) {
  const latitudeDeg = 22 + rand() * 9; // Toshka to the Delta and Al-Ahsa
  const series: number[] = [];
  for (let d = 0; d < maxDays + 7; d++) {
    const season = Math.sin(((d + 60) / 365) * 2 * Math.PI);
    const tMaxC = 30 + 8 * season + rand() * 3;
    const r = referenceEt0Daily({
      latitudeDeg,
      elevationM: 150,
      date: addDaysIso(START, d),
      tMaxC,
      tMinC: tMaxC - 12 - rand() * 3,
      rhMeanPct: 30 + rand() * 20,
      windSpeedMs: 1.5 + rand() * 2.5,
    });
    series.push(r.et0Mm);
  }
  et0ByLocation.push(series);
}
const weatherMs = performance.now() - t0;

let fieldDays = 0;
let irrigations = 0;
const t1 = performance.now();
for (let f = 0; f < FIELDS; f++) {
  const crop = crops[f % crops.length]!;
  const soil = soils[f % soils.length]!;
  const et0 = et0ByLocation[f % LOCATIONS]!;
  const days = seasonDays(crop.profile);
  const season = simulateSeason({
    crop: crop.profile,
    depletionP: crop.depletionP,
    thetaFc: soil.fieldCapacity.mid,
    thetaWp: soil.wiltingPoint.mid,
    rootDepthM: crop.rootDepthM,
    days: et0.slice(0, days).map((et0Mm) => ({ et0Mm })),
    autoIrrigate: true,
  });
  for (let d = 0; d < days; d++) {
    const today = season[d]!;
    const forecastEtcMm: number[] = [];
    for (let k = 0; k < 7; k++) forecastEtcMm.push(cropCoefficientOnDay(crop.profile, Math.min(d + k, days - 1)) * et0[d + k]!);
    const advice = irrigationAdvice({
      today: addDaysIso(START, d),
      depletionMm: today.depletionMm,
      tawMm: today.tawMm,
      rawMm: today.rawMm,
      forecastEtcMm,
      applicationEfficiency: 0.85,
      areaM2: 502_655,
      system: { kind: 'pivot', applicationRateMmPerH: 6 },
    });
    if (advice.irrigateToday) irrigations++;
    fieldDays++;
  }
}
const engineMs = performance.now() - t1;

const mem = process.memoryUsage();
console.log('Irrigation engine benchmark (single process)');
console.log(`  fields                ${FIELDS.toLocaleString('en')} (${crops.length} FAO-56 crops, ${soils.length} soils, ${LOCATIONS} weather locations)`);
console.log(`  field-days            ${fieldDays.toLocaleString('en')}`);
console.log(`  ET0 for weather       ${(LOCATIONS * (maxDays + 7)).toLocaleString('en')} location-days in ${weatherMs.toFixed(0)} ms`);
console.log(`  water balance+advice  ${engineMs.toFixed(0)} ms → ${Math.round(fieldDays / (engineMs / 1000)).toLocaleString('en')} field-days/s`);
console.log(`  irrigation days       ${irrigations.toLocaleString('en')} (${((100 * irrigations) / fieldDays).toFixed(1)}% of field-days)`);
console.log(`  memory                rss ${(mem.rss / 1e6).toFixed(0)} MB, heap used ${(mem.heapUsed / 1e6).toFixed(0)} MB`);
