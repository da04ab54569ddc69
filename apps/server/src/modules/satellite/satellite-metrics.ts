import {
  addDaysIso,
  cumulativeDryMatterKgHa,
  dailyDryMatterKgHa,
  dayOfYearFromDate,
  extraterrestrialRadiationDailyMJm2,
  faparFromNdvi,
  kcbFromNdvi,
  lightUseEfficiency,
  NITROGEN_SUFFICIENCY_THRESHOLD,
  nitrogenSufficiencyIndex,
  productionGapPct,
  solarRadiationFromTemperatureMJm2,
  vegetationCoverFromNdvi,
} from '@rayyan/agronomy';
import type { LatLng, SatelliteMetrics } from '@rayyan/contracts';
import type { ImageRow, StatsRow } from './satellite.repository';

/** A past day's weather as the metrics need it (the irrigation balance's past-weather source in the app). */
export interface MetricsWeatherDay {
  date: string;
  t_max_c: number;
  t_min_c: number;
  et0_mm: number;
  simulated: boolean;
}
export type MetricsWeather = (place: LatLng, from: string, to: string) => Promise<{ days: MetricsWeatherDay[] }>;

/** Dry matter adds up from the last clear date at or under this mean NDVI (bare ground: the season's start). */
export const SEASON_START_NDVI = 0.25;
/** …and over at most this many days. */
export const DRY_MATTER_MAX_DAYS = 240;
/** Hargreaves' kRs for interior locations (FAO-56 eq. 50); the demo farms lie inland. */
const KRS_INTERIOR = 0.16;

const round = (value: number | null, digits: number) => (value === null || !Number.isFinite(value) ? null : Math.round(value * 10 ** digits) / 10 ** digits);

/**
 * The crop metrics of one image date (spec 3): from its NDVI the vegetation index %, cover, Kcb and fAPAR; with the
 * weather of the place, ET0, transpiration (Kcb ET0), radiation and dry matter (daily, since the season's start per
 * hectare and for the field); from its NDRE the nitrogen sufficiency index. A flagged date, or a figure without its
 * input, is null.
 */
export async function metricsOfDate(input: {
  image: ImageRow;
  /** The clear dates' NDVI up to the image date, oldest first. */
  ndviSeries: ReadonlyArray<{ date: string; mean: number }>;
  ndvi: StatsRow | undefined;
  ndre: StatsRow | undefined;
  place: LatLng;
  areaHa: number;
  crop: string | null;
  weather: MetricsWeather;
}): Promise<SatelliteMetrics> {
  const { image, ndvi, ndre, place } = input;
  const usable = image.flag === null;
  const mean = usable ? (ndvi?.mean ?? null) : null;
  const base: SatelliteMetrics = {
    image_date: image.imageDate,
    simulated: image.source === 'simulated',
    flag: image.flag,
    vegetation_index_pct: mean === null ? null : round(mean * 100, 1),
    vegetation_cover_pct: mean === null ? null : round(vegetationCoverFromNdvi(Math.max(-1, Math.min(1, mean))), 1),
    kcb: mean === null ? null : round(kcbFromNdvi(mean), 3),
    fapar: mean === null ? null : round(faparFromNdvi(mean), 3),
    et0_mm: null,
    transpiration_mm: null,
    solar_radiation_mj_m2: null,
    dry_matter_kg_ha_day: null,
    dry_matter_cumulative_kg_ha: null,
    dry_matter_cumulative_t: null,
    production_gap_pct: mean === null ? null : round(productionGapPct(mean), 1),
    nitrogen_sufficiency_index: null,
    nitrogen_short: null,
    weather_simulated: null,
  };
  const nsi = usable && ndre?.mean != null && ndre.p90 != null ? nitrogenSufficiencyIndex(ndre.mean, ndre.p90) : null;
  if (nsi !== null) {
    base.nitrogen_sufficiency_index = round(nsi, 3);
    base.nitrogen_short = nsi < NITROGEN_SUFFICIENCY_THRESHOLD;
  }
  if (mean === null) return base;

  const series = input.ndviSeries.filter((p) => p.date <= image.imageDate);
  const bare = series.map((p) => p.mean <= SEASON_START_NDVI).lastIndexOf(true);
  const earliest = addDaysIso(image.imageDate, -DRY_MATTER_MAX_DAYS);
  const season = series.slice(Math.max(0, bare)).filter((p) => p.date >= earliest);
  const from = season[0]?.date ?? image.imageDate;
  const { days } = await input.weather(place, from, image.imageDate);
  const radiation = new Map(
    days.map((d) => [d.date, solarRadiationFromTemperatureMJm2(d.t_max_c, d.t_min_c, extraterrestrialRadiationDailyMJm2(place.lat, dayOfYearFromDate(d.date)), KRS_INTERIOR)]),
  );
  const today = days.find((d) => d.date === image.imageDate);
  const lue = lightUseEfficiency(input.crop);
  if (today) {
    const rs = radiation.get(today.date)!;
    base.et0_mm = round(today.et0_mm, 2);
    base.transpiration_mm = round(kcbFromNdvi(mean) * today.et0_mm, 2);
    base.solar_radiation_mj_m2 = round(rs, 1);
    base.dry_matter_kg_ha_day = round(dailyDryMatterKgHa(faparFromNdvi(mean), rs, lue), 0);
    base.weather_simulated = today.simulated;
  }
  const cumulative = cumulativeDryMatterKgHa(season.map((p) => ({ date: p.date, fapar: faparFromNdvi(p.mean) })), radiation, image.imageDate, lue);
  if (cumulative !== null && days.length > 0) {
    base.dry_matter_cumulative_kg_ha = round(cumulative, 0);
    base.dry_matter_cumulative_t = round((cumulative * input.areaHa) / 1000, 1);
    base.weather_simulated ??= days.some((d) => d.simulated);
  }
  return base;
}
