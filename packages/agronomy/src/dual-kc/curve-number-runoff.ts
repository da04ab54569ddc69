/**
 * Runoff of a day's rain by the curve number method with the antecedent moisture taken from the evaporation layer,
 * ASCE Manual 70 (2016, 2nd ed., eqs. 14-12 to 14-20), which FAO-56 chapter 8 refers to for RO: CN moves from CN1
 * (dry, De ≥ 0.7 REW + 0.3 TEW) to CN3 (wet, De ≤ 0.5 REW), S = 250 (100/CN − 1) and RO = (P − 0.2 S)² / (P + 0.8 S)
 * when P > 0.2 S. `curveNumber` is CN2, for average moisture (ASCE Manual 70 Table 14-3).
 */
export function curveNumberRunoffMm(rainMm: number, curveNumber: number, previousEvaporationDepletionMm: number, tewMm: number, rewMm: number): number {
  if (rainMm <= 0) return 0;
  // ASCE Manual 70 eqs. 14-14 and 14-15
  const cnDry = curveNumber / (2.281 - 0.01281 * curveNumber);
  const cnWet = curveNumber / (0.427 + 0.00573 * curveNumber);
  const de = previousEvaporationDepletionMm;
  const wetUpTo = 0.5 * rewMm;
  const dryFrom = 0.7 * rewMm + 0.3 * tewMm;
  let cn: number;
  // ASCE Manual 70 eqs. 14-18 to 14-20: CN3 on a wet surface, CN1 on a dry one, linear between
  if (de <= wetUpTo) cn = cnWet;
  else if (de >= dryFrom) cn = cnDry;
  else cn = ((de - wetUpTo) * cnDry + (dryFrom - de) * cnWet) / (dryFrom - wetUpTo);
  // ASCE Manual 70 eq. 14-12: potential retention S, mm
  const retentionMm = 250 * (100 / cn - 1);
  if (rainMm <= 0.2 * retentionMm) return 0;
  // ASCE Manual 70 eq. 14-13
  return Math.min(rainMm, (rainMm - 0.2 * retentionMm) ** 2 / (rainMm + 0.8 * retentionMm));
}
