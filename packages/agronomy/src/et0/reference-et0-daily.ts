import {
  AgronomyInputError,
  optionalFinite,
  requireFinite,
  requireInRange,
  requireNonNegative,
} from '../input/agronomy-input-error';
import {
  actualVaporPressureFromDewPointKPa,
  actualVaporPressureFromRhMaxMinKPa,
  actualVaporPressureFromRhMeanKPa,
  atmosphericPressureKPa,
  meanSaturationVaporPressureKPa,
  psychrometricConstantKPaPerC,
  saturationSlopeKPaPerC,
  saturationVaporPressureKPa,
  windSpeedAt2mMs,
  type PressureExponent,
  type PressureReferenceTemperatureK,
  type WindHeightAdjustment,
} from './atmosphere';
import { dayOfYearFromDate } from './calendar';
import { penmanMonteithEt0Mm, type PenmanMonteithTerms } from './penman-monteith';
import {
  SOLAR_CONSTANT_1367_MJ_M2_MIN,
  SOLAR_CONSTANT_MJ_M2_MIN,
  STEFAN_BOLTZMANN_MJ_DAY,
  clearSkyRadiationMJm2,
  daylightHours,
  extraterrestrialRadiationDailyMJm2,
  netRadiationMJm2,
  solarRadiationFromSunshineMJm2,
  solarRadiationFromTemperatureMJm2,
  type PiValue,
  type SolarDeclinationFormula,
} from './radiation';

/** Where the actual vapour pressure came from (FAO-56 chapter 3, in order of preference). */
export type HumiditySource = 'tDew' | 'actualVaporPressure' | 'rhMaxMin' | 'rhMax' | 'rhMean' | 'tMin';
/** Where the solar radiation came from: measured, Angstrom from sunshine hours, or Hargreaves from the temperature range. */
export type RadiationSource = 'measured' | 'sunshine' | 'hargreaves';
/** Whether the wind speed was measured (and at which height it was converted from) or the FAO-56 default 2 m/s. */
export type WindSource = 'measured' | 'default';

/** Daily weather for one site and day; see {@link referenceEt0Daily}. */
export interface DailyEt0Input {
  /** Latitude in decimal degrees, north positive (−90…90). */
  latitudeDeg: number;
  /** Station elevation above sea level, m. */
  elevationM: number;
  /** Calendar date 'YYYY-MM-DD' (gives the day of year); either this or `dayOfYear`. */
  date?: string;
  /** Day of the year 1-366; used when `date` is absent. */
  dayOfYear?: number;
  /** Daily maximum air temperature, °C. */
  tMaxC: number;
  /** Daily minimum air temperature, °C. */
  tMinC: number;
  /** Mean dew-point temperature, °C (preferred humidity input). */
  tDewC?: number;
  /** Actual vapour pressure ea, kPa. */
  actualVaporPressureKPa?: number;
  /** Daily maximum relative humidity, % (with `rhMinPct`, or alone: FAO-56 eq. 18). */
  rhMaxPct?: number;
  /** Daily minimum relative humidity, % (needs `rhMaxPct`). */
  rhMinPct?: number;
  /** Daily mean relative humidity, %. */
  rhMeanPct?: number;
  /** When ea must come from Tmin: arid site, take Tdew = Tmin − 2 °C (FAO-56 Annex 6) instead of Tdew = Tmin. */
  aridClimate?: boolean;
  /** Mean wind speed at `windHeightM`, m s⁻¹; missing → 2 m/s (FAO-56 ch. 3, missing wind data). */
  windSpeedMs?: number;
  /** Height of the anemometer above ground, m (default 2). */
  windHeightM?: number;
  /** Measured solar (shortwave) radiation Rs, MJ m⁻² day⁻¹. */
  solarRadiationMJm2?: number;
  /** Bright sunshine hours n, used with the Angstrom formula when Rs is absent. */
  sunshineHours?: number;
  /** Coastal site: Hargreaves kRs 0.19 instead of 0.16 (FAO-56 eq. 50). */
  coastal?: boolean;
  /** Soil heat flux G, MJ m⁻² day⁻¹ (default 0 for daily steps, FAO-56 eq. 42). */
  soilHeatFluxMJm2?: number;
  /**
   * Solar declination formula for Ra, N and Rso: `'fao56'` (eq. 24, default), `'cooper'` (Cooper 1969,
   * 23.45° sin(2π(284 + J)/365)) or `'cooper-0.4093'` (the same with a 0.4093 rad amplitude, as REF-ET computes it).
   * Only for reproducing REF-ET; see {@link SolarDeclinationFormula}.
   */
  solarDeclination?: SolarDeclinationFormula;
  /**
   * Solar constant Gsc in Ra (eq. 21): `'fao56'` (0.082 MJ m⁻² min⁻¹, default) or `'1367'` (1367 W m⁻² =
   * 0.08202 MJ m⁻² min⁻¹, REF-ET's value). Only for reproducing REF-ET; see {@link SOLAR_CONSTANT_1367_MJ_M2_MIN}.
   */
  solarConstant?: 'fao56' | '1367';
  /**
   * How wind at `windHeightM` is brought to 2 m: `'fao56-eq47'` (default), `'log-profile'` (the logarithmic
   * profile eq. 47 approximates, d = 2/3 h) or `'log-profile-0.67'` (the same with d = 0.67 h, as REF-ET does it).
   * Only for reproducing REF-ET; see {@link WindHeightAdjustment}.
   */
  windHeightAdjustment?: WindHeightAdjustment;
  /**
   * Sea-level temperature (K) in the pressure formula: 293 (FAO-56 eq. 7, default) or 288 (standard atmosphere,
   * with which REF-ET's FAO-56 column is reproduced). Only for reproducing REF-ET; see {@link PressureReferenceTemperatureK}.
   */
  pressureSeaLevelTemperatureK?: PressureReferenceTemperatureK;
  /**
   * Exponent of the pressure formula: `'fao56'` (5.26, eq. 7, default) or `'refet'` (9.8/(0.0065 × 286.9) ≈ 5.2551, REF-ET's).
   * Only for reproducing REF-ET; see {@link PressureExponent}.
   */
  pressureExponent?: PressureExponent;
  /**
   * π in the solar geometry of Ra and N: `'exact'` (Math.PI, default) or `'3.14159'` (REF-ET's). Only for reproducing
   * REF-ET; see {@link PiValue}.
   */
  piValue?: PiValue;
}

/**
 * Result of {@link referenceEt0Daily}: ET0 (mm day⁻¹) and every intermediate term, radiation and G in MJ m⁻² day⁻¹
 * (G is the given soil heat flux, 0 by default), with the fallbacks used.
 */
export interface DailyEt0Result extends PenmanMonteithTerms {
  /** Mean air temperature (Tmax + Tmin)/2, °C (FAO-56 eq. 9). */
  tMeanC: number;
  /** Vapour pressure deficit es − ea, kPa. */
  vpdKPa: number;
  /** Solar radiation Rs used, MJ m⁻² day⁻¹. */
  rsMJm2: number;
  /** Daylight hours N (eq. 34). */
  daylightHours: number;
  /** Which inputs or fallbacks produced humidity, radiation and wind. */
  sources: { humidity: HumiditySource; radiation: RadiationSource; wind: WindSource };
}

/** Resolves the day of year from `date` or `dayOfYear`, throwing AgronomyInputError if neither is valid. */
export function resolveDayOfYear(input: { date?: string; dayOfYear?: number }): number {
  if (input.date !== undefined) return dayOfYearFromDate(input.date, 'date');
  if (input.dayOfYear !== undefined) {
    const j = requireInRange('dayOfYear', input.dayOfYear, 1, 366);
    if (!Number.isInteger(j)) throw new AgronomyInputError('dayOfYear', `must be a whole day number, got ${j}`);
    return j;
  }
  throw new AgronomyInputError('date', 'either date (YYYY-MM-DD) or dayOfYear is required');
}

/**
 * FAO-56 Penman-Monteith daily grass reference evapotranspiration ET0 (mm/day), eq. 6, with the
 * FAO-56 chapter 3 procedures for missing humidity, radiation and wind. Throws
 * {@link AgronomyInputError} naming the field for impossible input.
 */
export function referenceEt0Daily(input: DailyEt0Input): DailyEt0Result {
  const latitudeDeg = requireInRange('latitudeDeg', input.latitudeDeg, -90, 90, '°');
  const elevationM = requireInRange('elevationM', input.elevationM, -500, 9000, 'm');
  const dayOfYear = resolveDayOfYear(input);
  const tMaxC = requireInRange('tMaxC', input.tMaxC, -90, 65, '°C');
  const tMinC = requireInRange('tMinC', input.tMinC, -90, 65, '°C');
  if (tMinC > tMaxC) throw new AgronomyInputError('tMinC', `must not exceed tMaxC (${tMinC} > ${tMaxC})`);

  const solarDeclination = input.solarDeclination ?? 'fao56';
  if (solarDeclination !== 'fao56' && solarDeclination !== 'cooper' && solarDeclination !== 'cooper-0.4093') {
    throw new AgronomyInputError('solarDeclination', `must be 'fao56', 'cooper' or 'cooper-0.4093', got ${String(solarDeclination)}`);
  }
  const solarConstant = input.solarConstant ?? 'fao56';
  if (solarConstant !== 'fao56' && solarConstant !== '1367') {
    throw new AgronomyInputError('solarConstant', `must be 'fao56' or '1367', got ${String(solarConstant)}`);
  }
  const windHeightAdjustment = input.windHeightAdjustment ?? 'fao56-eq47';
  if (windHeightAdjustment !== 'fao56-eq47' && windHeightAdjustment !== 'log-profile' && windHeightAdjustment !== 'log-profile-0.67') {
    throw new AgronomyInputError(
      'windHeightAdjustment',
      `must be 'fao56-eq47', 'log-profile' or 'log-profile-0.67', got ${String(windHeightAdjustment)}`,
    );
  }
  const pressureT0 = input.pressureSeaLevelTemperatureK ?? 293;
  if (pressureT0 !== 293 && pressureT0 !== 288) {
    throw new AgronomyInputError('pressureSeaLevelTemperatureK', `must be 293 (FAO-56 eq. 7) or 288, got ${String(pressureT0)}`);
  }
  const pressureExponent = input.pressureExponent ?? 'fao56';
  if (pressureExponent !== 'fao56' && pressureExponent !== 'refet') {
    throw new AgronomyInputError('pressureExponent', `must be 'fao56' or 'refet', got ${String(pressureExponent)}`);
  }
  const piValue = input.piValue ?? 'exact';
  if (piValue !== 'exact' && piValue !== '3.14159') {
    throw new AgronomyInputError('piValue', `must be 'exact' or '3.14159', got ${String(piValue)}`);
  }

  // FAO-56 eq. 7 (T0 = 293 K) or its standard-atmosphere form (T0 = 288 K); exponent 5.26 or REF-ET's 5.2551.
  const pressureKPa = atmosphericPressureKPa(elevationM, pressureT0, pressureExponent);
  const gammaKPaPerC = psychrometricConstantKPaPerC(pressureKPa);
  // FAO-56 eq. 9: Tmean = (Tmax + Tmin) / 2
  const tMeanC = (tMaxC + tMinC) / 2;
  const deltaKPaPerC = saturationSlopeKPaPerC(tMeanC);
  const esKPa = meanSaturationVaporPressureKPa(tMaxC, tMinC);

  const { eaKPa, humidity } = actualVaporPressureDaily(input, tMaxC, tMinC);

  // Wind: FAO-56 eq. 47 (or the log profile it approximates) to 2 m; missing → 2 m/s (FAO-56 ch. 3 "Missing wind speed data").
  const windSpeedMs = optionalFinite('windSpeedMs', input.windSpeedMs);
  const windHeightM = input.windHeightM === undefined ? 2 : requireInRange('windHeightM', input.windHeightM, 0.5, 100, 'm');
  if (windSpeedMs !== undefined && windSpeedMs < 0) throw new AgronomyInputError('windSpeedMs', `must not be negative, got ${windSpeedMs}`);
  const wind: WindSource = windSpeedMs === undefined ? 'default' : 'measured';
  const u2Ms = windSpeedMs === undefined ? 2 : windSpeedAt2mMs(windSpeedMs, windHeightM, windHeightAdjustment);

  const gsc = solarConstant === '1367' ? SOLAR_CONSTANT_1367_MJ_M2_MIN : SOLAR_CONSTANT_MJ_M2_MIN;
  const raMJm2 = extraterrestrialRadiationDailyMJm2(latitudeDeg, dayOfYear, solarDeclination, gsc, piValue);
  const n = daylightHours(latitudeDeg, dayOfYear, solarDeclination, piValue);
  const rsoMJm2 = clearSkyRadiationMJm2(raMJm2, elevationM);
  const { rsMJm2, radiation } = solarRadiationDaily(input, tMaxC, tMinC, raMJm2, n);

  const tMaxK = tMaxC + 273.16; // FAO-56 eq. 39 uses K = °C + 273.16
  const tMinK = tMinC + 273.16;
  // Rs/Rso limited to ≤ 1.0 (FAO-56 eq. 39) and ≥ 0.3 (ASCE-EWRI 2005 eq. 18, as REF-ET does, so that
  // Rnl never turns negative on dark days). When Rso is 0 (polar night) use 0.8 (FAO-56 text to eq. 53).
  const ratio = rsoMJm2 > 0 ? Math.max(0.3, rsMJm2 / rsoMJm2) : 0.8;
  const net = netRadiationMJm2(rsMJm2, (tMaxK ** 4 + tMinK ** 4) / 2, eaKPa, ratio, STEFAN_BOLTZMANN_MJ_DAY);
  const gMJm2 = input.soilHeatFluxMJm2 === undefined ? 0 : requireFinite('soilHeatFluxMJm2', input.soilHeatFluxMJm2);

  const vpdKPa = esKPa - eaKPa;
  // FAO-56 eq. 6: ET0 = [0.408 Δ (Rn − G) + γ 900/(T + 273) u2 (es − ea)] / [Δ + γ (1 + 0.34 u2)]
  const et0Mm = penmanMonteithEt0Mm({ deltaKPaPerC, gammaKPaPerC, rnMJm2: net.rnMJm2, gMJm2, u2Ms }, tMeanC, vpdKPa, 900);

  return {
    et0Mm,
    dayOfYear,
    tMeanC,
    deltaKPaPerC,
    gammaKPaPerC,
    pressureKPa,
    esKPa,
    eaKPa,
    vpdKPa,
    raMJm2,
    rsMJm2,
    rsoMJm2,
    ...net,
    gMJm2,
    u2Ms,
    daylightHours: n,
    sources: { humidity, radiation, wind },
  };
}

function actualVaporPressureDaily(input: DailyEt0Input, tMaxC: number, tMinC: number): { eaKPa: number; humidity: HumiditySource } {
  const tDewC = optionalFinite('tDewC', input.tDewC);
  const ea = optionalFinite('actualVaporPressureKPa', input.actualVaporPressureKPa);
  const rhMax = input.rhMaxPct === undefined ? undefined : requireInRange('rhMaxPct', input.rhMaxPct, 0, 100, '%');
  const rhMin = input.rhMinPct === undefined ? undefined : requireInRange('rhMinPct', input.rhMinPct, 0, 100, '%');
  const rhMean = input.rhMeanPct === undefined ? undefined : requireInRange('rhMeanPct', input.rhMeanPct, 0, 100, '%');
  if (rhMax !== undefined && rhMin !== undefined && rhMin > rhMax) {
    throw new AgronomyInputError('rhMinPct', `must not exceed rhMaxPct (${rhMin} > ${rhMax})`);
  }
  if (rhMin !== undefined && rhMax === undefined) throw new AgronomyInputError('rhMaxPct', 'is required when rhMinPct is given');

  if (tDewC !== undefined) {
    if (tDewC > tMaxC) throw new AgronomyInputError('tDewC', `cannot exceed tMaxC (${tDewC} > ${tMaxC})`);
    if (tDewC < -90) throw new AgronomyInputError('tDewC', `is implausibly low: ${tDewC}`);
    return { eaKPa: actualVaporPressureFromDewPointKPa(tDewC), humidity: 'tDew' };
  }
  if (ea !== undefined) {
    if (ea < 0) throw new AgronomyInputError('actualVaporPressureKPa', `must not be negative, got ${ea}`);
    if (ea > saturationVaporPressureKPa(tMaxC)) {
      throw new AgronomyInputError('actualVaporPressureKPa', `cannot exceed the saturation vapour pressure at tMaxC, got ${ea}`);
    }
    return { eaKPa: ea, humidity: 'actualVaporPressure' };
  }
  if (rhMax !== undefined && rhMin !== undefined) {
    return { eaKPa: actualVaporPressureFromRhMaxMinKPa(tMaxC, tMinC, rhMax, rhMin), humidity: 'rhMaxMin' };
  }
  if (rhMax !== undefined) {
    // FAO-56 eq. 18: ea = e°(Tmin) RHmax / 100
    return { eaKPa: saturationVaporPressureKPa(tMinC) * (rhMax / 100), humidity: 'rhMax' };
  }
  if (rhMean !== undefined) return { eaKPa: actualVaporPressureFromRhMeanKPa(tMaxC, tMinC, rhMean), humidity: 'rhMean' };
  // FAO-56 eq. 48: ea = e°(Tmin); arid sites Tdew ≈ Tmin − 2 °C (FAO-56 Annex 6).
  const tDewEstimate = input.aridClimate ? tMinC - 2 : tMinC;
  return { eaKPa: saturationVaporPressureKPa(tDewEstimate), humidity: 'tMin' };
}

function solarRadiationDaily(
  input: DailyEt0Input,
  tMaxC: number,
  tMinC: number,
  raMJm2: number,
  daylightHoursN: number,
): { rsMJm2: number; radiation: RadiationSource } {
  if (input.solarRadiationMJm2 !== undefined) {
    const rs = requireNonNegative('solarRadiationMJm2', input.solarRadiationMJm2);
    if (rs > raMJm2 + 1e-9 && raMJm2 > 0) {
      throw new AgronomyInputError('solarRadiationMJm2', `cannot exceed extraterrestrial radiation Ra (${rs} > ${raMJm2.toFixed(2)})`);
    }
    return { rsMJm2: rs, radiation: 'measured' };
  }
  if (input.sunshineHours !== undefined) {
    const n = requireNonNegative('sunshineHours', input.sunshineHours);
    if (n > daylightHoursN + 0.05) {
      throw new AgronomyInputError('sunshineHours', `cannot exceed the daylight hours N = ${daylightHoursN.toFixed(2)} h, got ${n}`);
    }
    const rs = daylightHoursN > 0 ? solarRadiationFromSunshineMJm2(Math.min(n, daylightHoursN), daylightHoursN, raMJm2) : 0;
    return { rsMJm2: rs, radiation: 'sunshine' };
  }
  // FAO-56 eq. 50 (Hargreaves), kRs 0.16 interior, 0.19 coastal.
  return { rsMJm2: solarRadiationFromTemperatureMJm2(tMaxC, tMinC, raMJm2, input.coastal ? 0.19 : 0.16), radiation: 'hargreaves' };
}
