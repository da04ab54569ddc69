import { describe, expect, it } from 'vitest';
import { alfalfaPivot as base, todayIso } from './alfalfa-pivot.fixture';
import { runIrrigationSeason } from './irrigation-engine';

const probe = (thetaPct: number) => ({ layers: [10, 30, 60, 90].map((depthCm) => ({ depthCm, thetaPct })), date: todayIso });

describe('a soil moisture probe in the water balance', () => {
  it("replaces today's modelled depletion by the measured one (FAO-56 eq. 87) and says both in the explanation", () => {
    const modelled = runIrrigationSeason(base);
    const taw = modelled.explanation!.tawMm;
    const rootDepthM = taw / (1000 * (0.23 - 0.11));
    // A uniformly drier profile, 0.17: 1000 × 0.06 × Zr.
    const measured = runIrrigationSeason({ ...base, soilMoisture: probe(17) });
    expect(measured.explanation!.depletionMm).toBeCloseTo(1000 * 0.06 * rootDepthM, 6);
    expect(measured.explanation!.soilMoisture).toEqual({ measuredMm: measured.explanation!.depletionMm, modelledMm: modelled.explanation!.depletionMm, depthsCm: [10, 30, 60, 90], date: todayIso });
    // Drier than modelled: more water, sooner.
    expect(measured.advice!.requiredWaterMm).toBeGreaterThan(modelled.advice!.requiredWaterMm);
    expect(modelled.explanation!.soilMoisture ?? null).toBeNull();
  });

  it('keeps the measured depletion within 0 and TAW', () => {
    expect(runIrrigationSeason({ ...base, soilMoisture: probe(30) }).explanation!.depletionMm).toBe(0);
    const bone = runIrrigationSeason({ ...base, soilMoisture: probe(2) }).explanation!;
    expect(bone.depletionMm).toBeCloseTo(bone.tawMm, 6);
  });
});
