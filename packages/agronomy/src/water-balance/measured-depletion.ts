/** A probe's reading at one depth: volumetric soil water content, %. */
export interface MeasuredLayer {
  depthCm: number;
  thetaPct: number;
}

/**
 * Root-zone depletion from a soil moisture probe, FAO-56 (Allen et al. 1998) eq. 87 applied layer by layer:
 * Dr = Σ 1000 (θFC − θj) Δzj over the root zone 0…Zr, each probe depth standing for the soil from half-way to the
 * depth above (the surface for the first) to half-way to the depth below (the bottom of the root zone for the last),
 * and never below 0 (eq. 86: water above field capacity drains). `fieldCapacity` in m³/m³, `rootDepthM` in m. Null
 * when no probe depth lies within the root zone.
 */
export function measuredDepletionMm(layers: readonly MeasuredLayer[], rootDepthM: number, fieldCapacity: number): number | null {
  const sorted = [...layers].sort((a, b) => a.depthCm - b.depthCm);
  const zr = rootDepthM * 100;
  // A probe whose depths all lie below the roots says nothing of the root zone.
  if (!sorted.some((layer) => layer.depthCm <= zr)) return null;
  let depletion = 0;
  let counted = 0;
  sorted.forEach((layer, j) => {
    const top = j === 0 ? 0 : (sorted[j - 1]!.depthCm + layer.depthCm) / 2;
    const bottom = j === sorted.length - 1 ? zr : Math.min(zr, (layer.depthCm + sorted[j + 1]!.depthCm) / 2);
    if (top >= zr || bottom <= top) return;
    // FAO-56 eq. 87: Dr = 1000 (θFC − θ) Zr, here per layer of thickness Δz = bottom − top (cm → m).
    depletion += 1000 * (fieldCapacity - layer.thetaPct / 100) * ((bottom - top) / 100);
    counted++;
  });
  return counted === 0 ? null : Math.max(0, depletion);
}
