/**
 * The terms of an FAO-56 Penman-Monteith grass reference ET0 that the daily (eq. 6) and hourly (eq. 53) results share.
 * Radiation and soil heat flux are per the period of the result: MJ m⁻² day⁻¹ for a day, MJ m⁻² h⁻¹ for an hour.
 */
export interface PenmanMonteithTerms {
  /** Grass reference ET0 of the period, mm (eq. 6 for a day, eq. 53 for an hour). */
  et0Mm: number;
  /** Day of the year used. */
  dayOfYear: number;
  /** Slope of the saturation vapour pressure curve Δ at the period's temperature, kPa °C⁻¹ (eq. 13). */
  deltaKPaPerC: number;
  /** Psychrometric constant γ, kPa °C⁻¹ (eq. 8). */
  gammaKPaPerC: number;
  /** Atmospheric pressure, kPa (eq. 7). */
  pressureKPa: number;
  /** Saturation vapour pressure es, kPa (a day's mean, eq. 12; at the hour's temperature, eq. 11). */
  esKPa: number;
  /** Actual vapour pressure ea, kPa. */
  eaKPa: number;
  /** Extraterrestrial radiation Ra of the period (eq. 21 for a day, eq. 28 for an hour). */
  raMJm2: number;
  /** Clear-sky radiation Rso (eq. 37). */
  rsoMJm2: number;
  /** Net shortwave radiation Rns (eq. 38). */
  rnsMJm2: number;
  /** Net longwave radiation Rnl (eq. 39, with the Stefan-Boltzmann constant of the period). */
  rnlMJm2: number;
  /** Net radiation Rn (eq. 40). */
  rnMJm2: number;
  /** Soil heat flux G used. */
  gMJm2: number;
  /** Wind speed at 2 m, m s⁻¹ (eq. 47). */
  u2Ms: number;
}

/**
 * FAO-56 Penman-Monteith grass reference ET0 of a period, mm, never below zero:
 * ET0 = [0.408 Δ (Rn − G) + γ Cn/(T + 273) u2 (es − ea)] / [Δ + γ (1 + 0.34 u2)], with Cn = 900 for a day (eq. 6,
 * T the mean of Tmax and Tmin) and Cn = 37 for an hour (eq. 53, T the hour's temperature).
 */
export function penmanMonteithEt0Mm(
  t: Pick<PenmanMonteithTerms, 'deltaKPaPerC' | 'gammaKPaPerC' | 'rnMJm2' | 'gMJm2' | 'u2Ms'>,
  tempC: number,
  vpdKPa: number,
  cn: 900 | 37,
): number {
  const numerator = 0.408 * t.deltaKPaPerC * (t.rnMJm2 - t.gMJm2) + t.gammaKPaPerC * (cn / (tempC + 273)) * t.u2Ms * vpdKPa;
  return Math.max(0, numerator / (t.deltaKPaPerC + t.gammaKPaPerC * (1 + 0.34 * t.u2Ms)));
}
