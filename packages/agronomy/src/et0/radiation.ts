/**
 * Extraterrestrial, clear-sky and net radiation, FAO-56 chapter 3 (Allen et al. 1998).
 * All energies are MJ m⁻² per period (day or hour).
 */

/** Solar constant Gsc, MJ m⁻² min⁻¹. FAO-56 eq. 21. */
export const SOLAR_CONSTANT_MJ_M2_MIN = 0.082;
/**
 * Solar constant 1367 W m⁻² expressed in MJ m⁻² min⁻¹ (1367 × 60 / 10⁶ = 0.08202), the value of Duffie & Beckman
 * that REF-ET uses in Ra (documented in the WSWUP/RefET Python package, refet/calcs.py `ra_daily(method='refet')`:
 * 1367 × 0.0036 MJ m⁻² h⁻¹). 0.024 % above FAO-56's rounded 0.082.
 */
export const SOLAR_CONSTANT_1367_MJ_M2_MIN = (1367 * 60) / 1e6;
/** Stefan-Boltzmann constant per day, MJ K⁻⁴ m⁻² day⁻¹. FAO-56 eq. 39. */
export const STEFAN_BOLTZMANN_MJ_DAY = 4.903e-9;
/** Stefan-Boltzmann constant per hour, MJ K⁻⁴ m⁻² h⁻¹. FAO-56 eq. 39 / Example 19. */
export const STEFAN_BOLTZMANN_MJ_HOUR = 2.043e-10;
/** Albedo of the hypothetical grass reference crop. FAO-56 eq. 38. */
export const GRASS_ALBEDO = 0.23;

/**
 * The value of π used in the solar geometry (degrees to radians, the day angle of dr and δ, and 24·60/π in Ra):
 * - `'exact'` — Math.PI. The default.
 * - `'3.14159'` — π written to five decimals (2.7e-6 low), as REF-ET 3.1.15 evidently carries it: with it, and the
 *   other REF-ET options, its Maricopa FAO-56 and ASCE ETo columns are reproduced on every one of 6,575 days; with
 *   Math.PI 3 days miss by ≤ 0.000002 mm. Only for reproducing REF-ET.
 */
export type PiValue = 'exact' | '3.14159';

/** The number π stands for under a {@link PiValue}. */
export function piFor(value: PiValue = 'exact'): number {
  return value === '3.14159' ? 3.14159 : Math.PI;
}

const deg2rad = (deg: number, pi = Math.PI): number => (deg * pi) / 180;

/** Inverse relative Earth-Sun distance dr for day of year J. FAO-56 eq. 23 (`pi` only to reproduce REF-ET, see {@link PiValue}). */
export function inverseRelativeEarthSunDistance(dayOfYear: number, pi = Math.PI): number {
  // FAO-56 eq. 23: dr = 1 + 0.033 cos(2π J / 365)
  return 1 + 0.033 * Math.cos(((2 * pi) / 365) * dayOfYear);
}

/**
 * Formula for the solar declination δ:
 * - `'fao56'` — FAO-56 eq. 24 (also ASCE-EWRI 2005 eq. 24), δ = 0.409 sin(2π J/365 − 1.39). The default.
 * - `'cooper'` — Cooper (1969), as given by Duffie & Beckman, "Solar Engineering of Thermal Processes",
 *   eq. 1.6.1a: δ = 23.45° sin(2π (284 + J)/365). The WSWUP/RefET Python package documents this as the
 *   University of Idaho REF-ET program's declination (refet/calcs.py `declination(method='refet')`). The two
 *   forms differ by up to about 0.5° around the equinoxes.
 * - `'cooper-0.4093'` — the same Cooper form with its amplitude written in radians as 0.4093 (= 23.4512°, not
 *   23.45°): δ = 0.4093 sin(2π (284 + J)/365). This is what REF-ET 3.1.15 itself computes: with it (and the other
 *   REF-ET options) both its FAO-56 and its ASCE ETo columns for Maricopa are reproduced to the last printed digit on
 *   all 6,575 days (see the Maricopa test); 23.45° leaves 0.00007 mm seasonal errors. REF-ET's intermediate file
 *   prints δ to 3 decimals, which cannot tell the two apart. Choose it only to reproduce REF-ET output.
 */
export type SolarDeclinationFormula = 'fao56' | 'cooper' | 'cooper-0.4093';

/**
 * Solar declination δ (rad) for day of year J. FAO-56 eq. 24 by default; see {@link SolarDeclinationFormula}
 * (`pi` only to reproduce REF-ET, see {@link PiValue}).
 */
export function solarDeclinationRad(dayOfYear: number, formula: SolarDeclinationFormula = 'fao56', pi = Math.PI): number {
  if (formula === 'cooper') {
    // Cooper (1969), Duffie & Beckman eq. 1.6.1a: δ = 23.45° · sin(2π (284 + J) / 365)
    return ((23.45 * pi) / 180) * Math.sin((2 * pi * (284 + dayOfYear)) / 365);
  }
  if (formula === 'cooper-0.4093') {
    // Cooper's form with a 0.4093 rad amplitude (REF-ET): δ = 0.4093 · sin(2π (284 + J) / 365)
    return 0.4093 * Math.sin((2 * pi * (284 + dayOfYear)) / 365);
  }
  // FAO-56 eq. 24: δ = 0.409 sin(2π J / 365 − 1.39)
  return 0.409 * Math.sin(((2 * pi) / 365) * dayOfYear - 1.39);
}

/** Sunset hour angle ωs (rad). FAO-56 eq. 25 (clamped so polar day and night stay finite). */
export function sunsetHourAngleRad(latitudeRad: number, declinationRad: number): number {
  // FAO-56 eq. 25: ωs = arccos(−tan φ tan δ)
  const x = -Math.tan(latitudeRad) * Math.tan(declinationRad);
  return Math.acos(Math.min(1, Math.max(-1, x)));
}

/**
 * Daily extraterrestrial radiation Ra (MJ m⁻² day⁻¹) at latitude (degrees, north positive). FAO-56 eq. 21, with
 * Gsc = 0.082 MJ m⁻² min⁻¹ unless another solar constant is given (e.g. {@link SOLAR_CONSTANT_1367_MJ_M2_MIN}),
 * and Math.PI unless another {@link PiValue} is given.
 */
export function extraterrestrialRadiationDailyMJm2(
  latitudeDeg: number,
  dayOfYear: number,
  declination: SolarDeclinationFormula = 'fao56',
  solarConstantMJm2Min: number = SOLAR_CONSTANT_MJ_M2_MIN,
  piValue: PiValue = 'exact',
): number {
  const pi = piFor(piValue);
  const phi = deg2rad(latitudeDeg, pi);
  const dr = inverseRelativeEarthSunDistance(dayOfYear, pi);
  const delta = solarDeclinationRad(dayOfYear, declination, pi);
  const ws = sunsetHourAngleRad(phi, delta);
  // FAO-56 eq. 21: Ra = 24·60/π Gsc dr [ωs sin φ sin δ + cos φ cos δ sin ωs]
  const ra =
    ((24 * 60) / pi) *
    solarConstantMJm2Min *
    dr *
    (ws * Math.sin(phi) * Math.sin(delta) + Math.cos(phi) * Math.cos(delta) * Math.sin(ws));
  return Math.max(0, ra);
}

/** Daylight hours N (h) at latitude (degrees) on day J. FAO-56 eq. 34 (Math.PI unless another {@link PiValue} is given). */
export function daylightHours(
  latitudeDeg: number,
  dayOfYear: number,
  declination: SolarDeclinationFormula = 'fao56',
  piValue: PiValue = 'exact',
): number {
  const pi = piFor(piValue);
  // FAO-56 eq. 34: N = 24 ωs / π
  return (24 / pi) * sunsetHourAngleRad(deg2rad(latitudeDeg, pi), solarDeclinationRad(dayOfYear, declination, pi));
}

/** Seasonal correction Sc (hours) for solar time, day J. FAO-56 eqs. 32-33. */
export function seasonalCorrectionHours(dayOfYear: number): number {
  // FAO-56 eq. 33: b = 2π (J − 81) / 364
  const b = (2 * Math.PI * (dayOfYear - 81)) / 364;
  // FAO-56 eq. 32: Sc = 0.1645 sin 2b − 0.1255 cos b − 0.025 sin b
  return 0.1645 * Math.sin(2 * b) - 0.1255 * Math.cos(b) - 0.025 * Math.sin(b);
}

/**
 * Solar time angle ω (rad) at the midpoint of a period, FAO-56 eq. 31. Longitudes are taken
 * east-positive here; FAO-56 writes eq. 31 with Lz and Lm in degrees WEST of Greenwich, so
 * (Lz − Lm) in FAO-56 equals (longitudeDeg − timezoneCenterLongitudeDeg) with east-positive values.
 */
export function solarTimeAngleRad(
  midpointHourLocalStandard: number,
  longitudeDeg: number,
  timezoneCenterLongitudeDeg: number,
  dayOfYear: number,
): number {
  const lzMinusLmWest = longitudeDeg - timezoneCenterLongitudeDeg;
  // FAO-56 eq. 31: ω = π/12 [(t + 0.06667 (Lz − Lm) + Sc) − 12]
  return (Math.PI / 12) * (midpointHourLocalStandard + 0.06667 * lzMinusLmWest + seasonalCorrectionHours(dayOfYear) - 12);
}

/** Extraterrestrial radiation Ra for one period of `periodHours` (MJ m⁻² per period), with its solar geometry. FAO-56 eqs. 28-31. */
export function extraterrestrialRadiationPeriodMJm2(
  latitudeDeg: number,
  dayOfYear: number,
  midpointSolarTimeAngleRad: number,
  periodHours = 1,
): { raMJm2: number; omegaRad: number; omega1Rad: number; omega2Rad: number; sunsetHourAngleRad: number; isDaytime: boolean } {
  const phi = deg2rad(latitudeDeg);
  const dr = inverseRelativeEarthSunDistance(dayOfYear);
  const delta = solarDeclinationRad(dayOfYear);
  const ws = sunsetHourAngleRad(phi, delta);
  const w = midpointSolarTimeAngleRad;
  // FAO-56 eqs. 29-30: ω1 = ω − π t1 / 24, ω2 = ω + π t1 / 24; clipped to ±ωs (FAO-56 text after eq. 30).
  const w1 = Math.min(Math.max(w - (Math.PI * periodHours) / 24, -ws), ws);
  const w2 = Math.min(Math.max(w + (Math.PI * periodHours) / 24, -ws), ws);
  // FAO-56 eq. 28: Ra = 12·60/π Gsc dr [(ω2 − ω1) sin φ sin δ + cos φ cos δ (sin ω2 − sin ω1)]
  const ra =
    w2 > w1
      ? ((12 * 60) / Math.PI) *
        SOLAR_CONSTANT_MJ_M2_MIN *
        dr *
        ((w2 - w1) * Math.sin(phi) * Math.sin(delta) + Math.cos(phi) * Math.cos(delta) * (Math.sin(w2) - Math.sin(w1)))
      : 0;
  // Daytime when the midpoint sun angle lies between sunrise and sunset (FAO-56 text to eq. 53).
  return { raMJm2: Math.max(0, ra), omegaRad: w, omega1Rad: w1, omega2Rad: w2, sunsetHourAngleRad: ws, isDaytime: w > -ws && w < ws };
}

/** Clear-sky solar radiation Rso (MJ m⁻²) from Ra and elevation. FAO-56 eq. 37. */
export function clearSkyRadiationMJm2(raMJm2: number, elevationM: number): number {
  // FAO-56 eq. 37: Rso = (0.75 + 2e-5 z) Ra
  return (0.75 + 2e-5 * elevationM) * raMJm2;
}

/** Solar radiation Rs (MJ m⁻² day⁻¹) from sunshine hours n with the Angstrom formula. FAO-56 eq. 35. */
export function solarRadiationFromSunshineMJm2(sunshineHours: number, daylightHoursN: number, raMJm2: number, a = 0.25, b = 0.5): number {
  // FAO-56 eq. 35: Rs = (as + bs n/N) Ra, with as = 0.25, bs = 0.50 when not calibrated
  return (a + (b * sunshineHours) / daylightHoursN) * raMJm2;
}

/** Solar radiation Rs (MJ m⁻² day⁻¹) from the temperature range (Hargreaves). FAO-56 eq. 50. */
export function solarRadiationFromTemperatureMJm2(tMaxC: number, tMinC: number, raMJm2: number, kRs = 0.16): number {
  // FAO-56 eq. 50: Rs = kRs √(Tmax − Tmin) Ra; kRs ≈ 0.16 interior, ≈ 0.19 coastal
  return kRs * Math.sqrt(Math.max(0, tMaxC - tMinC)) * raMJm2;
}

/** Net shortwave radiation Rns (MJ m⁻²) for the grass reference (albedo 0.23). FAO-56 eq. 38. */
export function netShortwaveRadiationMJm2(rsMJm2: number, albedo = GRASS_ALBEDO): number {
  // FAO-56 eq. 38: Rns = (1 − α) Rs
  return (1 - albedo) * rsMJm2;
}

/**
 * Net outgoing longwave radiation Rnl (MJ m⁻² per period). FAO-56 eq. 39.
 * `meanFourthPowerK` is (Tmax,K⁴ + Tmin,K⁴)/2 for a day or Thr,K⁴ for an hour, and
 * `sigma` the Stefan-Boltzmann constant for that period. Rs/Rso is limited to ≤ 1.0 (FAO-56 eq. 39 text).
 */
export function netLongwaveRadiationMJm2(meanFourthPowerK: number, eaKPa: number, rsRsoRatio: number, sigma: number): number {
  const ratio = Math.min(1, Math.max(0, rsRsoRatio));
  // FAO-56 eq. 39: Rnl = σ T⁴ (0.34 − 0.14 √ea) (1.35 Rs/Rso − 0.35)
  return sigma * meanFourthPowerK * (0.34 - 0.14 * Math.sqrt(eaKPa)) * (1.35 * ratio - 0.35);
}

/**
 * Net radiation of a period with its two parts (MJ m⁻² per period): Rns (eq. 38), Rnl (eq. 39, arguments as
 * {@link netLongwaveRadiationMJm2}) and Rn = Rns − Rnl (eq. 40).
 */
export function netRadiationMJm2(
  rsMJm2: number,
  meanFourthPowerK: number,
  eaKPa: number,
  rsRsoRatio: number,
  sigma: number,
): { rnsMJm2: number; rnlMJm2: number; rnMJm2: number } {
  const rnsMJm2 = netShortwaveRadiationMJm2(rsMJm2);
  const rnlMJm2 = netLongwaveRadiationMJm2(meanFourthPowerK, eaKPa, rsRsoRatio, sigma);
  // FAO-56 eq. 40: Rn = Rns − Rnl
  return { rnsMJm2, rnlMJm2, rnMJm2: rnsMJm2 - rnlMJm2 };
}
