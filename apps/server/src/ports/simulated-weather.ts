import {
  clearSkyRadiationMJm2,
  dayOfYearFromDate,
  addDaysIso,
  daylightHours,
  extraterrestrialRadiationPeriodMJm2,
  referenceEt0Daily,
  referenceEt0Hourly,
  saturationVaporPressureKPa,
  solarTimeAngleRad,
  sunsetHourAngleRad,
  solarDeclinationRad,
} from '@rayyan/agronomy';
import type { LatLng, WeatherDay, WeatherHour } from '@rayyan/contracts';
import climateNormals from './climate-normals.json' with { type: 'json' };
import { offsetText, type ProviderForecast, type WeatherProvider } from './weather';

/**
 * Deterministic simulated weather from monthly climate normals of the nearest representative station.
 * ALWAYS labelled simulated. Values are approximate monthly means after the WMO climate normals 1991-2020
 * (NOAA NCEI / national met services; Cairo and Alexandria EMA, Riyadh and Al-Ahsa NCM, Abu Dhabi NCM UAE):
 * mean daily Tmax/Tmin (°C), mean RH (%), mean wind at 10 m (km/h), bright sunshine (h/day), rain days.
 */
interface Station {
  name: string;
  lat: number;
  lng: number;
  elevationM: number;
  /** Standard UTC offset, hours (no daylight saving in the simulation). */
  utcOffsetHours: number;
  tMax: number[];
  tMin: number[];
  rh: number[];
  windKmh: number[];
  sunshineH: number[];
  rainDays: number[];
}

/** The stations' normals, kept as data in climate-normals.json (one object a station, twelve values a month). */
export const CLIMATE_STATIONS: Station[] = climateNormals;

const deg2rad = (d: number) => (d * Math.PI) / 180;

/** The station nearest to `location` (great-circle distance). */
export function nearestStation(location: LatLng): Station {
  let best = CLIMATE_STATIONS[0]!;
  let bestD = Infinity;
  for (const s of CLIMATE_STATIONS) {
    const dLat = deg2rad(s.lat - location.lat);
    const dLng = deg2rad(s.lng - location.lng);
    const a = Math.sin(dLat / 2) ** 2 + Math.cos(deg2rad(location.lat)) * Math.cos(deg2rad(s.lat)) * Math.sin(dLng / 2) ** 2;
    if (a < bestD) {
      bestD = a;
      best = s;
    }
  }
  return best;
}

/** Deterministic pseudo-random numbers in [0, 1) seeded by text (FNV-1a + mulberry32). */
export function seededRandom(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Linear interpolation of a monthly normal at a date (values at mid-month). */
function normalAt(values: number[], date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const pos = m - 1 + (d - 0.5) / daysInMonth - 0.5; // 0 = middle of January
  const i0 = Math.floor(pos);
  const frac = pos - i0;
  const a = values[((i0 % 12) + 12) % 12]!;
  const b = values[(((i0 + 1) % 12) + 12) % 12]!;
  return a + (b - a) * frac;
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

function dewPointC(eaKPa: number): number {
  const l = Math.log(eaKPa / 0.6108);
  return (237.3 * l) / (17.27 - l);
}

/** Local clock text `HH:MM` of a fractional hour. */
function clock(hour: number): string {
  const total = Math.round(hour * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** One simulated day: daily values and its 24 hours. */
function simulateDay(location: LatLng, station: Station, date: string): { day: WeatherDay; hours: WeatherHour[] } {
  const rand = seededRandom(`${location.lat.toFixed(3)},${location.lng.toFixed(3)},${date}`);
  const offset = offsetText(station.utcOffsetHours * 3600);
  const doy = dayOfYearFromDate(date);
  const tMax = normalAt(station.tMax, date) + (rand() - 0.5) * 4;
  const tMin = Math.min(tMax - 4, normalAt(station.tMin, date) + (rand() - 0.5) * 3);
  const rhMean = Math.min(95, Math.max(5, normalAt(station.rh, date) + (rand() - 0.5) * 10));
  const windMean = Math.max(2, normalAt(station.windKmh, date) * (0.7 + rand() * 0.6));
  const daysInMonth = 30.4;
  const rainy = rand() < normalAt(station.rainDays, date) / daysInMonth;
  const rainTotal = rainy ? 1 + rand() * 8 : 0;
  const rainStart = 12 + Math.floor(rand() * 8);
  const n = daylightHours(location.lat, doy);
  const sunshine = Math.min(n, normalAt(station.sunshineH, date) * (rainy ? 0.5 : 0.9 + rand() * 0.2));
  // Angstrom (FAO-56 eq. 35) over clear sky (eq. 36 with n = N): the day's cloudiness factor.
  const cloudiness = Math.min(1, (0.25 + 0.5 * (sunshine / n)) / 0.75);

  // Actual vapour pressure, constant over the day, from the mean RH (FAO-56 eq. 19).
  const ea = (rhMean / 100) * ((saturationVaporPressureKPa(tMax) + saturationVaporPressureKPa(tMin)) / 2);
  const tzCenter = station.utcOffsetHours * 15;
  // Sunrise and sunset from FAO-56 solar geometry (eqs. 24, 25, 31), in local standard time.
  const ws = sunsetHourAngleRad(deg2rad(location.lat), solarDeclinationRad(doy));
  const solarNoonShift = 0.06667 * (location.lng - tzCenter);
  const halfDay = (ws * 12) / Math.PI;
  const noon = 12 - solarNoonShift;
  const sunrise = noon - halfDay;
  const sunset = noon + halfDay;

  const hours: WeatherHour[] = [];
  let radiationSum = 0;
  for (let h = 0; h < 24; h++) {
    const mid = h + 0.5;
    // Diurnal cycle: minimum near sunrise, maximum about 2.5 h after solar noon.
    const peak = noon + 2.5;
    const temp = mid < sunrise || mid > peak
      ? tMin + (tMax - tMin) * (0.5 + 0.5 * Math.cos((Math.PI * (((mid - peak + 24) % 24))) / (24 - (peak - sunrise))))
      : tMin + (tMax - tMin) * (0.5 - 0.5 * Math.cos((Math.PI * (mid - sunrise)) / (peak - sunrise)));
    const t = round1(temp + (rand() - 0.5) * 0.6);
    const rh = Math.min(100, Math.max(3, (100 * ea) / saturationVaporPressureKPa(t)));
    const daytime = mid > sunrise && mid < sunset;
    const wind = Math.max(0.5, windMean * (daytime ? 1.15 + 0.25 * Math.sin((Math.PI * (mid - sunrise)) / (sunset - sunrise)) : 0.6) * (0.85 + rand() * 0.3));
    const omega = solarTimeAngleRad(mid, location.lng, tzCenter, doy);
    const ra = extraterrestrialRadiationPeriodMJm2(location.lat, doy, omega).raMJm2;
    const rsMJ = clearSkyRadiationMJm2(ra, station.elevationM) * cloudiness;
    radiationSum += rsMJ;
    const rain = rainy && h >= rainStart && h < rainStart + 3 ? rainTotal / 3 : 0;
    const et0 = referenceEt0Hourly({
      latitudeDeg: location.lat,
      longitudeDeg: location.lng,
      timezoneCenterLongitudeDeg: tzCenter,
      elevationM: station.elevationM,
      date,
      hourStart: h,
      airTempC: t,
      rhPct: rh,
      windSpeedMs: wind / 3.6,
      windHeightM: 10,
      solarRadiationMJm2: rsMJ,
    }).et0Mm;
    hours.push({
      time: `${date}T${String(h).padStart(2, '0')}:00:00${offset}`,
      temperature_c: t,
      relative_humidity_pct: Math.round(rh),
      dew_point_c: round1(dewPointC(ea)),
      wind_speed_kmh: round1(wind),
      wind_direction_deg: Math.round((300 + (rand() - 0.5) * 90 + 360) % 360),
      shortwave_radiation_wm2: Math.round((rsMJ * 1e6) / 3600),
      precipitation_mm: round1(rain),
      et0_mm: round2(Math.max(0, et0)),
    });
  }
  const et0Day = referenceEt0Daily({
    latitudeDeg: location.lat,
    elevationM: station.elevationM,
    date,
    tMaxC: tMax,
    tMinC: tMin,
    actualVaporPressureKPa: ea,
    windSpeedMs: windMean / 3.6,
    windHeightM: 10,
    solarRadiationMJm2: radiationSum,
  }).et0Mm;
  const day: WeatherDay = {
    date,
    t_max_c: round1(Math.max(...hours.map((x) => x.temperature_c))),
    t_min_c: round1(Math.min(...hours.map((x) => x.temperature_c))),
    precipitation_mm: round1(hours.reduce((s, x) => s + x.precipitation_mm, 0)),
    wind_max_kmh: round1(Math.max(...hours.map((x) => x.wind_speed_kmh))),
    et0_mm: round2(et0Day),
    sunrise: `${date}T${clock(sunrise)}:00${offset}`,
    sunset: `${date}T${clock(sunset)}:00${offset}`,
  };
  return { day, hours };
}

/** Offline weather: deterministic for a location and date, from climate normals. Always labelled simulated. */
export class SimulatedWeatherProvider implements WeatherProvider {
  readonly source = 'simulated' as const;

  private range(location: LatLng, startDate: string, count: number): ProviderForecast {
    const station = nearestStation(location);
    const days: WeatherDay[] = [];
    const hours: WeatherHour[] = [];
    for (let i = 0; i < count; i++) {
      const simulated = simulateDay(location, station, addDaysIso(startDate, i));
      days.push(simulated.day);
      hours.push(...simulated.hours);
    }
    return { source: 'simulated', timezone: offsetText(station.utcOffsetHours * 3600), hours, days };
  }

  forecast(location: LatLng, now: Date): Promise<ProviderForecast> {
    const station = nearestStation(location);
    const today = new Date(now.getTime() + station.utcOffsetHours * 3_600_000).toISOString().slice(0, 10);
    return Promise.resolve(this.range(location, today, 8));
  }

  history(location: LatLng, startDate: string, endDate: string): Promise<ProviderForecast> {
    const count = Math.round((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000) + 1;
    return Promise.resolve(this.range(location, startDate, Math.max(0, Math.min(count, 366))));
  }
}
