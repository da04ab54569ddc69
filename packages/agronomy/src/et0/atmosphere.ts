/**
 * Air, vapour and wind terms of the Penman-Monteith equation, FAO-56 chapter 3
 * (Allen, Pereira, Raes and Smith 1998, FAO Irrigation and Drainage Paper 56).
 */

/** Latent heat of vaporisation λ, MJ kg⁻¹, the constant FAO-56 uses (eq. 8 text; 1/λ = 0.408). */
export const LATENT_HEAT_MJ_PER_KG = 2.45;

/**
 * Air temperature at sea level, K, assumed by the barometric formula for P:
 * - `293` — 20 °C, FAO-56 eq. 7 (and ASCE-EWRI 2005 eq. 3). The default.
 * - `288` — 15 °C, the sea-level temperature of the standard atmosphere (U.S. Standard Atmosphere 1976:
 *   288.15 K, lapse rate 0.0065 K/m), used with the same 101.3 kPa as eq. 7. REF-ET 3.1's FAO-56 PM column is
 *   reproduced with this value and REF-ET's exponent (see {@link PressureExponent} and the Maricopa test); it lowers
 *   P by about 0.07 % at 361 m and so γ by the same fraction.
 */
export type PressureReferenceTemperatureK = 293 | 288;

/**
 * Exponent g/(α R) of the barometric formula for P:
 * - `'fao56'` — 5.26, FAO-56 eq. 7 (and ASCE-EWRI 2005 eq. 3). The default.
 * - `'refet'` — 9.8 / (0.0065 × 286.9) ≈ 5.2551 (g = 9.8 m s⁻², α = 0.0065 K m⁻¹, R = 286.9 J kg⁻¹ K⁻¹), the unrounded
 *   exponent the University of Idaho REF-ET program computes (documented in the WSWUP/RefET Python package,
 *   refet/calcs.py `air_pressure(method='refet')`). With T0 = 288 K at 361 m it gives P = 97.037 kPa, which REF-ET
 *   3.1.15's intermediate file for Maricopa prints as 97.04 (5.26 gives 97.033). Only for reproducing REF-ET.
 */
export type PressureExponent = 'fao56' | 'refet';

/** The exponent of {@link PressureExponent} `'refet'`: 9.8 / (0.0065 × 286.9). */
export const PRESSURE_EXPONENT_REFET = 9.8 / (0.0065 * 286.9);

/**
 * Atmospheric pressure P (kPa) at an elevation above sea level (m). FAO-56 eq. 7; see {@link PressureReferenceTemperatureK}
 * and {@link PressureExponent}.
 */
export function atmosphericPressureKPa(
  elevationM: number,
  seaLevelTemperatureK: PressureReferenceTemperatureK = 293,
  exponent: PressureExponent = 'fao56',
): number {
  // FAO-56 eq. 7: P = 101.3 ((293 − 0.0065 z) / 293)^5.26; with T0 = 288 K the standard-atmosphere form.
  const t0 = seaLevelTemperatureK;
  return 101.3 * ((t0 - 0.0065 * elevationM) / t0) ** (exponent === 'refet' ? PRESSURE_EXPONENT_REFET : 5.26);
}

/** Psychrometric constant γ (kPa °C⁻¹) for a pressure P (kPa). FAO-56 eq. 8. */
export function psychrometricConstantKPaPerC(pressureKPa: number): number {
  // FAO-56 eq. 8: γ = cp P / (ε λ) = 0.665e-3 P
  return 0.665e-3 * pressureKPa;
}

/** Saturation vapour pressure e°(T) (kPa) at air temperature T (°C). FAO-56 eq. 11. */
export function saturationVaporPressureKPa(tempC: number): number {
  // FAO-56 eq. 11: e°(T) = 0.6108 exp(17.27 T / (T + 237.3))
  return 0.6108 * Math.exp((17.27 * tempC) / (tempC + 237.3));
}

/** Mean saturation vapour pressure es (kPa) of a day from Tmax and Tmin. FAO-56 eq. 12. */
export function meanSaturationVaporPressureKPa(tMaxC: number, tMinC: number): number {
  // FAO-56 eq. 12: es = (e°(Tmax) + e°(Tmin)) / 2
  return (saturationVaporPressureKPa(tMaxC) + saturationVaporPressureKPa(tMinC)) / 2;
}

/** Slope Δ (kPa °C⁻¹) of the saturation vapour pressure curve at temperature T (°C). FAO-56 eq. 13. */
export function saturationSlopeKPaPerC(tempC: number): number {
  // FAO-56 eq. 13: Δ = 4098 e°(T) / (T + 237.3)²
  return (4098 * saturationVaporPressureKPa(tempC)) / (tempC + 237.3) ** 2;
}

/** Actual vapour pressure ea (kPa) from the dew point (°C). FAO-56 eq. 14. */
export function actualVaporPressureFromDewPointKPa(tDewC: number): number {
  // FAO-56 eq. 14: ea = e°(Tdew)
  return saturationVaporPressureKPa(tDewC);
}

/** Actual vapour pressure ea (kPa) from RHmax and RHmin (%). FAO-56 eq. 17. */
export function actualVaporPressureFromRhMaxMinKPa(tMaxC: number, tMinC: number, rhMaxPct: number, rhMinPct: number): number {
  // FAO-56 eq. 17: ea = (e°(Tmin) RHmax/100 + e°(Tmax) RHmin/100) / 2
  return (saturationVaporPressureKPa(tMinC) * (rhMaxPct / 100) + saturationVaporPressureKPa(tMaxC) * (rhMinPct / 100)) / 2;
}

/** Actual vapour pressure ea (kPa) from the mean relative humidity (%). FAO-56 eq. 19. */
export function actualVaporPressureFromRhMeanKPa(tMaxC: number, tMinC: number, rhMeanPct: number): number {
  // FAO-56 eq. 19: ea = RHmean/100 × (e°(Tmax) + e°(Tmin)) / 2
  return (rhMeanPct / 100) * meanSaturationVaporPressureKPa(tMaxC, tMinC);
}

/**
 * How a wind speed measured at another height is brought to 2 m:
 * - `'fao56-eq47'` — FAO-56 eq. 47, u2 = uz · 4.87 / ln(67.8 z − 5.42). The default.
 * - `'log-profile'` — the logarithmic wind profile that eq. 47 approximates (FAO-56 eq. 4 and its text, Box 4):
 *   u2 = uz · ln((2 − d)/zom) / ln((z − d)/zom) with d = 2/3 h and zom = 0.123 h over grass of height h (0.12 m).
 *   At z = 3 m it gives a u2 0.024 % lower than eq. 47. REF-ET 3.1.15 adjusts wind this way (its definition file
 *   carries the "weather vegetation height", 0.12 m); choose it only to reproduce REF-ET output.
 * - `'log-profile-0.67'` — the same profile with the displacement height written d = 0.67 h (2/3 rounded to two
 *   decimals) instead of 2/3 h. At z = 3 m u2 is 0.0017 % lower than with 2/3 h. REF-ET 3.1.15's Maricopa output (both
 *   its FAO-56 and its ASCE ETo columns, every day) is reproduced with this form; choose it only to reproduce REF-ET.
 */
export type WindHeightAdjustment = 'fao56-eq47' | 'log-profile' | 'log-profile-0.67';

/** Height of the grass reference crop, m (FAO-56 chapter 2), the surface the 2 m wind is defined over. */
export const GRASS_REFERENCE_HEIGHT_M = 0.12;

/**
 * Wind speed at 2 m (m s⁻¹) from a speed measured at `heightM` above a short grass surface.
 * FAO-56 eq. 47 by default; see {@link WindHeightAdjustment}.
 */
export function windSpeedAt2mMs(windSpeedMs: number, heightM: number, adjustment: WindHeightAdjustment = 'fao56-eq47'): number {
  if (heightM === 2) return windSpeedMs;
  if (adjustment === 'log-profile' || adjustment === 'log-profile-0.67') {
    // FAO-56 eq. 4 profile: u(z) ∝ ln((z − d)/zom), d = 2/3 h (or 0.67 h), zom = 0.123 h
    const d = (adjustment === 'log-profile' ? 2 / 3 : 0.67) * GRASS_REFERENCE_HEIGHT_M;
    const zom = 0.123 * GRASS_REFERENCE_HEIGHT_M;
    return (windSpeedMs * Math.log((2 - d) / zom)) / Math.log((heightM - d) / zom);
  }
  // FAO-56 eq. 47: u2 = uz × 4.87 / ln(67.8 z − 5.42)
  return (windSpeedMs * 4.87) / Math.log(67.8 * heightM - 5.42);
}
