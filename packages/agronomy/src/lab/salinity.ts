import { AgronomyInputError, requireNonNegative, requirePositive } from '../input/agronomy-input-error';

/**
 * Salt tolerance of crops: the threshold soil salinity ECe (dS/m, saturation extract) up to which the yield is 100 %,
 * FAO Irrigation and Drainage Paper 29 Rev. 1 (Ayers & Westcot 1985), Table 4 (after Maas & Hoffman 1977 and Maas
 * 1984), keyed by the engine's crop ids (`FAO56_CROPS`). Alfalfa 2.0, wheat 6.0, maize 1.7, potato 1.7, onion 1.2,
 * tomato 2.5, sugar beet 7.0, date palm 4.0, olive 2.7, orange (citrus) 1.7.
 */
export const FAO29_THRESHOLD_ECE_DS_M: Readonly<Record<string, number>> = Object.freeze({
  alfalfa_averaged: 2.0,
  alfalfa_individual_cutting: 2.0,
  spring_wheat: 6.0,
  winter_wheat: 6.0,
  maize_grain: 1.7,
  potato: 1.7,
  onion_dry: 1.2,
  tomato: 2.5,
  sugar_beet: 7.0,
  date_palm: 4.0,
  olives: 2.7,
  citrus_70_no_cover: 1.7,
  citrus_50_no_cover: 1.7,
  citrus_20_no_cover: 1.7,
  citrus_70_ground_cover: 1.7,
  citrus_50_ground_cover: 1.7,
  citrus_20_ground_cover: 1.7,
});

/** Whether water of this ECw can be leached to the threshold ECe (LR < 1, ECw < 2.5 ECe). */
export const leachable = (ecwDsM: number, thresholdEceDsM: number): boolean => ecwDsM >= 0 && ecwDsM < 2.5 * thresholdEceDsM;

/** The FAO-29 Table 4 threshold ECe of an engine crop, or null when the table has no row for it. */
export const thresholdEceOf = (cropId: string): number | null => FAO29_THRESHOLD_ECE_DS_M[cropId] ?? null;

/**
 * Leaching requirement for surface and sprinkler irrigation, FAO-29 section 2.4 (the Rhoades 1974 equation):
 * LR = ECw / (5 ECe − ECw), with ECw the
 * irrigation water's salinity and ECe the crop's threshold soil salinity (Table 4), both dS/m. Water at or above
 * 2.5 ECe would need LR ≥ 1 (all the water draining): it cannot be leached to the threshold and is refused.
 */
export function leachingRequirement(ecwDsM: number, thresholdEceDsM: number): number {
  const ecw = requireNonNegative('ecw', ecwDsM);
  const ece = requirePositive('ece', thresholdEceDsM);
  if (ecw >= 2.5 * ece) throw new AgronomyInputError('ecw', `water of ${ecw} dS/m cannot be leached to ECe ${ece} dS/m (needs ECw < 2.5 ECe)`);
  return ecw / (5 * ece - ecw);
}

/**
 * Gross depth with the leaching requirement, FAO-29 section 2.4: the applied water AW = ET / (1 − LR), here applied
 * to the net depth of the refill, then the
 * application efficiency Ea: gross = net / ((1 − LR) · Ea).
 */
export function grossDepthWithLeaching(netMm: number, leaching: number, efficiency: number): number {
  return requireNonNegative('netMm', netMm) / ((1 - leaching) * requirePositive('efficiency', efficiency));
}

/** Salinity and sodicity warnings of an irrigation water or soil analysis (see `salinityWarnings`). */
export type SalinityWarning = 'high_sodium_esp' | 'high_sar' | 'chloride_toxicity' | 'boron_toxicity';

/**
 * Warnings from an analysis: ESP above 15 % is sodic (USDA Handbook 60, Richards 1954); an irrigation water's SAR above
 * 9, its chloride above 10 meq/L and its boron above 3 mg/L are the "severe" degrees of restriction of FAO-29 Table 1
 * (surface irrigation).
 */
export function salinityWarnings(values: { esp?: number | null; sar?: number | null; chlorideMeqL?: number | null; boronMgL?: number | null }): SalinityWarning[] {
  const out: SalinityWarning[] = [];
  if ((values.esp ?? 0) > 15) out.push('high_sodium_esp');
  if ((values.sar ?? 0) > 9) out.push('high_sar');
  if ((values.chlorideMeqL ?? 0) > 10) out.push('chloride_toxicity');
  if ((values.boronMgL ?? 0) > 3) out.push('boron_toxicity');
  return out;
}
