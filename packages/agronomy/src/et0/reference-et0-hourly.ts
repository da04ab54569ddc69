import { AgronomyInputError, requireInRange, requireNonNegative } from '../input/agronomy-input-error';
import {
  atmosphericPressureKPa,
  psychrometricConstantKPaPerC,
  saturationSlopeKPaPerC,
  saturationVaporPressureKPa,
  windSpeedAt2mMs,
} from './atmosphere';
import { dayOfYearFromDate } from './calendar';
import { penmanMonteithEt0Mm, type PenmanMonteithTerms } from './penman-monteith';
import {
  STEFAN_BOLTZMANN_MJ_HOUR,
  clearSkyRadiationMJm2,
  extraterrestrialRadiationPeriodMJm2,
  netRadiationMJm2,
  solarTimeAngleRad,
} from './radiation';

/** One hour of weather; see {@link referenceEt0Hourly}. */
export interface HourlyEt0Input {
  /** Latitude, decimal degrees, north positive. */
  latitudeDeg: number;
  /** Longitude of the site, decimal degrees, EAST positive (Cairo ≈ +31.2, Senegal ≈ −16.25). */
  longitudeDeg: number;
  /** Longitude of the centre of the local time zone, EAST positive (Egypt UTC+2 → +30; UTC → 0). */
  timezoneCenterLongitudeDeg: number;
  /** Station elevation, m. */
  elevationM: number;
  /** Calendar date 'YYYY-MM-DD' (local). */
  date: string;
  /** Start of the one-hour period in local standard time, 0-23 (14 means 14:00-15:00). */
  hourStart: number;
  /** Mean air temperature of the hour, °C. */
  airTempC: number;
  /** Mean relative humidity of the hour, %. */
  rhPct: number;
  /** Mean wind speed of the hour at `windHeightM`, m s⁻¹. */
  windSpeedMs: number;
  /** Anemometer height, m (default 2). */
  windHeightM?: number;
  /** Solar radiation received during the hour, MJ m⁻² h⁻¹. */
  solarRadiationMJm2: number;
  /** Rs/Rso of the last daylight hour, used when Rso is zero (night); default 0.8 (FAO-56 text to eq. 53). */
  previousRsRsoRatio?: number;
}

/**
 * Result of {@link referenceEt0Hourly}: ET0 for the hour (mm h⁻¹) with every intermediate term, radiation and G in
 * MJ m⁻² h⁻¹: Ra of the hour (eq. 28), ea = e°(Thr) RHhr/100 (eq. 54), Rnl with the hourly σ, G = 0.1 Rn by day and
 * 0.5 Rn by night (eqs. 45-46).
 */
export interface HourlyEt0Result extends PenmanMonteithTerms {
  /** Whether the sun is above the horizon at the midpoint of the hour. */
  isDaytime: boolean;
  /** Solar time angle at the midpoint ω, rad (eq. 31). */
  omegaRad: number;
  /** Rs/Rso used in Rnl; pass it as `previousRsRsoRatio` to the next hour. */
  rsRsoRatio: number;
  /** Whether `rsRsoRatio` came from this hour's Rs/Rso, the previous hour, or the 0.8 default. */
  rsRsoRatioSource: 'measured' | 'previous' | 'default';
}

/**
 * FAO-56 hourly Penman-Monteith grass reference ET0 (mm/h), eq. 53, with hourly Ra (eqs. 28-34),
 * G = 0.1 Rn by day and 0.5 Rn by night (eqs. 45-46). Throws {@link AgronomyInputError} for impossible input.
 */
export function referenceEt0Hourly(input: HourlyEt0Input): HourlyEt0Result {
  const latitudeDeg = requireInRange('latitudeDeg', input.latitudeDeg, -90, 90, '°');
  const longitudeDeg = requireInRange('longitudeDeg', input.longitudeDeg, -180, 180, '°');
  const tzLon = requireInRange('timezoneCenterLongitudeDeg', input.timezoneCenterLongitudeDeg, -180, 180, '°');
  const elevationM = requireInRange('elevationM', input.elevationM, -500, 9000, 'm');
  const dayOfYear = dayOfYearFromDate(input.date, 'date');
  const hourStart = requireInRange('hourStart', input.hourStart, 0, 23);
  const airTempC = requireInRange('airTempC', input.airTempC, -90, 65, '°C');
  const rhPct = requireInRange('rhPct', input.rhPct, 0, 100, '%');
  const windSpeedMs = requireNonNegative('windSpeedMs', input.windSpeedMs);
  const windHeightM = input.windHeightM === undefined ? 2 : requireInRange('windHeightM', input.windHeightM, 0.5, 100, 'm');
  const rsMJm2 = requireNonNegative('solarRadiationMJm2', input.solarRadiationMJm2);
  if (rsMJm2 > 5) throw new AgronomyInputError('solarRadiationMJm2', `is more than any hour can receive (${rsMJm2} > 5 MJ m⁻² h⁻¹)`);
  const previous = input.previousRsRsoRatio === undefined ? undefined : requireInRange('previousRsRsoRatio', input.previousRsRsoRatio, 0, 1.5);

  const pressureKPa = atmosphericPressureKPa(elevationM);
  const gammaKPaPerC = psychrometricConstantKPaPerC(pressureKPa);
  const deltaKPaPerC = saturationSlopeKPaPerC(airTempC);
  const esKPa = saturationVaporPressureKPa(airTempC);
  // FAO-56 eq. 54: ea = e°(Thr) RHhr / 100
  const eaKPa = (esKPa * rhPct) / 100;
  const u2Ms = windSpeedAt2mMs(windSpeedMs, windHeightM);

  // FAO-56 eq. 31 at the midpoint of the hour (t = hourStart + 0.5, t1 = 1 h).
  const omega = solarTimeAngleRad(hourStart + 0.5, longitudeDeg, tzLon, dayOfYear);
  const sun = extraterrestrialRadiationPeriodMJm2(latitudeDeg, dayOfYear, omega, 1);
  const raMJm2 = sun.raMJm2;
  const rsoMJm2 = clearSkyRadiationMJm2(raMJm2, elevationM);

  let rsRsoRatio: number;
  let rsRsoRatioSource: HourlyEt0Result['rsRsoRatioSource'];
  // Rs/Rso ≤ 1.0 (FAO-56 eq. 39). Near sunrise and sunset Rso is tiny and the ratio unstable; FAO-56 (text to eq. 53)
  // takes the ratio of a period before sunset for night hours: we reuse the last ratio whenever Rso is zero.
  if (rsoMJm2 > 0) {
    rsRsoRatio = Math.min(1, rsMJm2 / rsoMJm2);
    rsRsoRatioSource = 'measured';
  } else if (previous !== undefined) {
    rsRsoRatio = Math.min(1, previous);
    rsRsoRatioSource = 'previous';
  } else {
    rsRsoRatio = 0.8;
    rsRsoRatioSource = 'default';
  }
  const tK = airTempC + 273.16; // FAO-56 eq. 39: K = °C + 273.16
  const net = netRadiationMJm2(rsMJm2, tK ** 4, eaKPa, rsRsoRatio, STEFAN_BOLTZMANN_MJ_HOUR);
  const isDaytime = sun.isDaytime && raMJm2 > 0;
  // FAO-56 eqs. 45-46: Ghr = 0.1 Rn (daylight), 0.5 Rn (night)
  const gMJm2 = (isDaytime ? 0.1 : 0.5) * net.rnMJm2;
  // FAO-56 eq. 53: ET0 = [0.408 Δ (Rn − G) + γ 37/(Thr + 273) u2 (e°(Thr) − ea)] / [Δ + γ (1 + 0.34 u2)]
  const et0Mm = penmanMonteithEt0Mm({ deltaKPaPerC, gammaKPaPerC, rnMJm2: net.rnMJm2, gMJm2, u2Ms }, airTempC, esKPa - eaKPa, 37);

  return {
    et0Mm,
    dayOfYear,
    isDaytime,
    omegaRad: omega,
    deltaKPaPerC,
    gammaKPaPerC,
    pressureKPa,
    esKPa,
    eaKPa,
    raMJm2,
    rsoMJm2,
    ...net,
    gMJm2,
    u2Ms,
    rsRsoRatio,
    rsRsoRatioSource,
  };
}
