/**
 * Benchmark (issues 5 and 10): a full season of the irrigation engine for 10,000 fields in one process, against a
 * plain loop over the same inputs in the same run. Prints field-days per second and the ratio; not a test.
 *
 * Weather is generated per location (50 locations, as fields share weather stations): ET0 from `referenceEt0Daily`
 * per location-day, a rain shower every few weeks. Each field replays its crop's whole season with
 * `runIrrigationSeason` (from planting to its last day, then the advice with a 7-day forecast), as the nightly job
 * does for a field on its last day. The baseline is a bare FAO-56 balance over the same arrays: Kc curve, RAW,
 * refill at RAW, no history, no advice. A third pass runs the FAO-56 dual crop coefficient balance (Kcb + Ke) for the
 * crops with Table 17 basal values. Each pass runs BENCH_ROUNDS times (alternating); best and median are shown.
 */
import { performance } from 'node:perf_hooks';
import {
  FAO56_CROPS,
  FAO56_SOILS,
  addDaysIso,
  dayNumberOfIso,
  isoOfDayNumber,
  referenceEt0Daily,
  runIrrigationSeason,
  weatherSeries,
  type CropProfile,
  type Fao56Crop,
  type WeatherSeries,
} from '@rayyan/agronomy';

const FIELDS = Number(process.env.BENCH_FIELDS ?? 10_000);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const LOCATIONS = 50;
const FORECAST_DAYS = 7;
const START = '2026-03-01';
const startDay = dayNumberOfIso(START);

/** Deterministic pseudo-random numbers, so every run does the same work. */
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

const crops = ['spring_wheat', 'maize_grain', 'potato', 'onion_dry', 'date_palm', 'alfalfa_averaged']
  .map((id) => FAO56_CROPS[id])
  .filter((c): c is Fao56Crop => Boolean(c));
if (crops.length === 0) throw new Error('no FAO-56 crops found for the benchmark');
const soils = Object.values(FAO56_SOILS);
/** Crops with basal Kcb values (FAO-56 Table 17), for the dual crop coefficient pass. */
const dualCrops = crops.filter((c) => c.basal);

const seasonDays = (profile: CropProfile) =>
  profile.kind === 'seasonal'
    ? profile.stageLengthsDays.initial + profile.stageLengthsDays.development + profile.stageLengthsDays.mid + profile.stageLengthsDays.late
    : 365;
const maxDays = Math.max(...crops.map((c) => seasonDays(c.profile)));

const t0 = performance.now();
const rand = lcg(42);
const et0ByLocation: Float64Array[] = [];
const rainByLocation: Float64Array[] = [];
for (let l = 0; l < LOCATIONS; l++) {
  const latitudeDeg = 22 + rand() * 9; // Toshka to the Delta and Al-Ahsa
  const et0 = new Float64Array(maxDays + FORECAST_DAYS);
  const rain = new Float64Array(maxDays + FORECAST_DAYS);
  for (let d = 0; d < et0.length; d++) {
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
    et0[d] = r.et0Mm;
    rain[d] = rand() < 0.04 ? 5 + rand() * 25 : 0;
  }
  et0ByLocation.push(et0);
  rainByLocation.push(rain);
}
// One weather series per location and season length: the season, then the forecast days after its last day.
const seriesOf = new Map<string, WeatherSeries>();
const weatherOf = (l: number, days: number): WeatherSeries => {
  const key = `${l}:${days}`;
  let series = seriesOf.get(key);
  if (!series) {
    const et0 = et0ByLocation[l]!;
    const rain = rainByLocation[l]!;
    series = weatherSeries(
      Array.from({ length: days + FORECAST_DAYS }, (_, d) => ({ date: isoOfDayNumber(startDay + d), et0Mm: et0[d]!, rainMm: rain[d]!, simulated: true })),
    );
    seriesOf.set(key, series);
  }
  return series;
};
for (let f = 0; f < Math.min(FIELDS, LOCATIONS * crops.length); f++) weatherOf(f % LOCATIONS, seasonDays(crops[f % crops.length]!.profile));
for (let f = 0; f < Math.min(FIELDS, LOCATIONS * dualCrops.length); f++) weatherOf(f % LOCATIONS, seasonDays(dualCrops[f % dualCrops.length]!.profile));
const weatherMs = performance.now() - t0;

interface Pass {
  fieldDays: number;
  irrigations: number;
  ms: number;
}

/**
 * The engine: every field's whole season replayed, then its advice; with the single Kc, or (`dual`) with the FAO-56
 * dual crop coefficient of the crops that have Table 17 basal values.
 */
function enginePass(dual = false): Pass {
  let fieldDays = 0;
  let irrigations = 0;
  const t = performance.now();
  const list = dual ? dualCrops : crops;
  for (let f = 0; f < FIELDS; f++) {
    const crop = list[f % list.length]!;
    const days = seasonDays(crop.profile);
    const result = runIrrigationSeason({
      today: startDay + days - 1,
      crop,
      soil: soils[f % soils.length]!,
      plantingDay: startDay,
      startDay,
      settings: { efficiency: 0.85, maxIntervalDays: 4, applicationRateMmPerH: 6, dripsPerTree: 4, dripFlowLph: 8 },
      areaM2: 502_655,
      system: { kind: 'pivot' },
      climateAdjustment: true,
      weather: weatherOf(f % LOCATIONS, days),
      basal: dual ? crop.basal : null,
    });
    const h = result.history;
    for (let i = 0; i < h.length; i++) irrigations += h.irrigationAssumed[i]!;
    if (result.advice?.irrigateToday) irrigations++;
    fieldDays += h.length;
  }
  return { fieldDays, irrigations, ms: performance.now() - t };
}

/** The baseline: a bare FAO-56 balance (Kc curve, TAW, RAW, refill at RAW) over the same weather, nothing kept. */
function plainPass(): Pass {
  let fieldDays = 0;
  let irrigations = 0;
  const t = performance.now();
  for (let f = 0; f < FIELDS; f++) {
    const crop = crops[f % crops.length]!;
    const soil = soils[f % soils.length]!;
    const profile = crop.profile;
    const days = seasonDays(profile);
    const w = weatherOf(f % LOCATIONS, days);
    const taw = 1000 * (soil.fieldCapacity.mid - soil.wiltingPoint.mid) * crop.rootDepthM.max;
    let dr = 0;
    for (let d = 0; d < days; d++) {
      let kc: number;
      if (profile.kind === 'evergreen') kc = profile.kc;
      else {
        const s = profile.stageLengthsDays;
        const endIni = s.initial;
        const endDev = endIni + s.development;
        const endMid = endDev + s.mid;
        if (d <= endIni) kc = profile.kcIni;
        else if (d < endDev) kc = profile.kcIni + ((d - endIni) / s.development) * (profile.kcMid - profile.kcIni);
        else if (d <= endMid) kc = profile.kcMid;
        else kc = profile.kcMid + ((d - endMid) / s.late) * (profile.kcEnd - profile.kcMid);
      }
      const et0 = w.et0Mm[d]!;
      const etc = kc * et0;
      const raw = Math.min(0.8, Math.max(0.1, crop.depletionP + 0.04 * (5 - etc))) * taw;
      const rain = w.rainMm[d]!;
      const pEff = rain <= 0.2 * et0 ? 0 : rain * 0.8;
      const irrigation = dr + etc - pEff >= raw ? dr : 0;
      if (irrigation > 0) irrigations++;
      dr = Math.min(taw, Math.max(0, dr - pEff - irrigation + etc));
      fieldDays++;
    }
  }
  return { fieldDays, irrigations, ms: performance.now() - t };
}

const engine: Pass[] = [];
const plain: Pass[] = [];
const dualEngine: Pass[] = [];
for (let r = 0; r < ROUNDS; r++) {
  plain.push(plainPass());
  engine.push(enginePass());
  dualEngine.push(enginePass(true));
}
const rate = (p: Pass) => p.fieldDays / (p.ms / 1000);
const stats = (passes: Pass[]) => {
  const rates = passes.map(rate).sort((a, b) => a - b);
  return { best: rates.at(-1)!, median: rates[Math.floor(rates.length / 2)]! };
};
const fmt = (n: number) => Math.round(n).toLocaleString('en');
const e = stats(engine);
const p = stats(plain);
const d = stats(dualEngine);

const mem = process.memoryUsage();
console.log('Irrigation engine benchmark (single process)');
console.log(`  fields                ${FIELDS.toLocaleString('en')} (${crops.length} FAO-56 crops, ${soils.length} soils, ${LOCATIONS} weather locations), a full season each`);
console.log(`  field-days            ${engine[0]!.fieldDays.toLocaleString('en')} per pass, ${ROUNDS} passes each`);
console.log(`  weather               ${(LOCATIONS * (maxDays + FORECAST_DAYS)).toLocaleString('en')} location-days of ET0, ${seriesOf.size} series, in ${weatherMs.toFixed(0)} ms`);
console.log(`  engine                best ${fmt(e.best)} field-days/s, median ${fmt(e.median)} (runIrrigationSeason: replay + advice)`);
console.log(`  baseline              best ${fmt(p.best)} field-days/s, median ${fmt(p.median)} (plain loop over the same inputs)`);
console.log(`  ratio                 engine at ${((100 * e.best) / p.best).toFixed(1)} % of the plain loop (best), ${((100 * e.median) / p.median).toFixed(1)} % (median)`);
console.log(`  target                1,000,000 field-days/s: ${e.best >= 1_000_000 ? 'met' : 'NOT met'}`);
console.log(
  `  dual Kc               best ${fmt(d.best)} field-days/s, median ${fmt(d.median)} (${dualCrops.length} crops with FAO-56 Table 17 Kcb: Kcb + Ke, surface layer, ${dualEngine[0]!.fieldDays.toLocaleString('en')} field-days a pass)`,
);
console.log(`  irrigation days       ${engine[0]!.irrigations.toLocaleString('en')} (${((100 * engine[0]!.irrigations) / engine[0]!.fieldDays).toFixed(1)}% of field-days)`);
console.log(`  memory                rss ${(mem.rss / 1e6).toFixed(0)} MB, heap used ${(mem.heapUsed / 1e6).toFixed(0)} MB`);
