import { describe, expect, it } from 'vitest';
import { AgronomyInputError } from '../input/agronomy-input-error';
import { pivotCapacityMmPerDay, pivotDepthPerPassMm, pivotRun, PIVOT_MAX_DEPTH_PER_PASS_MM, PIVOT_MIN_SPEED_PCT } from './pivot-run';

// A 50 ha circle watered by 150 m³/h, 20 h per revolution at 100 %:
// 150 m³/h × 20 h = 3,000 m³ over 500,000 m² = 6 mm per revolution at 100 %; 150 × 24 / 500,000 m = 7.2 mm/day.
const machine = { capacityM3PerH: 150, hoursPerRevolutionAt100: 20, areaM2: 500_000 };

describe('pivot capacity and depth per pass', () => {
  it('gives the system capacity as gross mm/day and the depth per revolution at a percent timer', () => {
    expect(pivotCapacityMmPerDay(150, 500_000)).toBeCloseTo(7.2, 10);
    expect(pivotDepthPerPassMm(machine, 500_000, 100)).toBeCloseTo(6, 10);
    // Half speed: twice the depth; 10 %: ten times.
    expect(pivotDepthPerPassMm(machine, 500_000, 50)).toBeCloseTo(12, 10);
    expect(pivotDepthPerPassMm(machine, 500_000, 10)).toBeCloseTo(60, 10);
  });
});

describe('pivotRun', () => {
  it('applies 12 mm in one pass at 50 %: 40 h per revolution, 10 h for each of 4 sectors', () => {
    const run = pivotRun({ ...machine, grossDepthMm: 12, sectors: 4 });
    expect(run).toMatchObject({ passes: 1, speedPct: 50, limitedBy: 'runoff', hoursPerSector: 10 });
    expect(run.capacityMmPerDay).toBeCloseTo(7.2, 10);
    expect(run.depthAt100Mm).toBeCloseTo(6, 10);
    expect(run.depthPerPassMm).toBeCloseTo(12, 10);
    expect(run.hoursPerRevolution).toBeCloseTo(40, 10);
    expect(run.totalHours).toBeCloseTo(40, 10);
    expect(run.appliedDepthMm).toBeCloseTo(12, 10);
  });

  it('splits 40 mm into two passes of 20 mm at 30 % when one pass may apply at most 25 mm (runoff)', () => {
    expect(PIVOT_MAX_DEPTH_PER_PASS_MM).toBe(25);
    const run = pivotRun({ ...machine, grossDepthMm: 40 });
    expect(run).toMatchObject({ passes: 2, speedPct: 30, limitedBy: 'runoff', hoursPerSector: null });
    expect(run.maxDepthPerPassMm).toBe(25);
    expect(run.depthPerPassMm).toBeCloseTo(20, 10);
    // 20 h / 0.30 = 66.67 h a revolution, two of them.
    expect(run.hoursPerRevolution).toBeCloseTo(66.667, 3);
    expect(run.totalHours).toBeCloseTo(133.333, 3);
    // The whole run is the gross volume over the capacity: 40 mm × 50 ha = 20,000 m³ at 150 m³/h.
    expect(run.totalHours).toBeCloseTo(20_000 / 150, 6);
  });

  it('applies exactly two full passes when the gross depth is twice the largest pass', () => {
    const run = pivotRun({ ...machine, grossDepthMm: 50 });
    expect(run).toMatchObject({ passes: 2, speedPct: 24 });
    expect(run.depthPerPassMm).toBeCloseTo(25, 10);
  });

  it('counts passes against the deepest whole-percent pass: a gross depth between it and the runoff limit takes two passes', () => {
    // 175.5 m³/h × 20 h over 50 ha = 7.02 mm at 100 %. The runoff limit of 25 mm needs 28.08 %: the slowest whole
    // percent within it is 29 %, 24.21 mm. 25 mm is more than that: two passes of 12.5 mm at 56 % (12.54 mm each).
    const deeper = { ...machine, capacityM3PerH: 175.5 };
    const run = pivotRun({ ...deeper, grossDepthMm: 25 });
    expect(run).toMatchObject({ passes: 2, speedPct: 56, limitedBy: 'runoff' });
    expect(run.appliedDepthMm).toBeGreaterThanOrEqual(25);
    expect(run.appliedDepthMm).toBeCloseTo(2 * (7.02 / 0.56), 10);
    // 24 mm still fits one pass at 29 %.
    const one = pivotRun({ ...deeper, grossDepthMm: 24 });
    expect(one).toMatchObject({ passes: 1, speedPct: 29 });
    expect(one.appliedDepthMm).toBeGreaterThanOrEqual(24);
  });

  it('never applies less than the gross depth, nor a pass deeper than the runoff limit, across machines and depths', () => {
    for (let capacity = 60; capacity <= 260; capacity += 7.3) {
      for (let gross = 0.5; gross <= 90; gross += 0.7) {
        const run = pivotRun({ ...machine, capacityM3PerH: capacity, grossDepthMm: gross });
        expect(run.appliedDepthMm, `${capacity} m³/h, ${gross} mm`).toBeGreaterThanOrEqual(gross - 1e-9);
        if (run.speedPct < 100) expect(run.depthPerPassMm, `${capacity} m³/h, ${gross} mm`).toBeLessThanOrEqual(PIVOT_MAX_DEPTH_PER_PASS_MM + 1e-9);
      }
    }
  });

  it('rounds the percent timer down to a whole percent, applying a little more rather than less', () => {
    // 6 mm / 14 mm = 42.86 % → 42 %: 14.29 mm in 47.62 h.
    const run = pivotRun({ ...machine, grossDepthMm: 14 });
    expect(run.speedPct).toBe(42);
    expect(run.depthPerPassMm).toBeCloseTo(6 / 0.42, 10);
    expect(run.hoursPerRevolution).toBeCloseTo(20 / 0.42, 10);
    expect(run.appliedDepthMm).toBeGreaterThan(14);
  });

  it('is bounded by the slowest percent timer when runoff allows deeper passes', () => {
    expect(PIVOT_MIN_SPEED_PCT).toBe(10);
    // At 10 % one pass applies 60 mm; 90 mm takes two passes of 45 mm → 13.3 %, set to 13 %.
    const run = pivotRun({ ...machine, grossDepthMm: 90, maxDepthPerPassMm: 100 });
    expect(run).toMatchObject({ passes: 2, speedPct: 13, limitedBy: 'min_speed' });
    expect(run.maxDepthPerPassMm).toBeCloseTo(60, 10);
    expect(run.depthPerPassMm).toBeCloseTo(6 / 0.13, 10);
    expect(run.hoursPerRevolution).toBeCloseTo(20 / 0.13, 10);
    expect(run.totalHours).toBeCloseTo((2 * 20) / 0.13, 10);
  });

  it('runs at 100 % when even full speed applies more than the gross depth', () => {
    const run = pivotRun({ ...machine, grossDepthMm: 4 });
    expect(run).toMatchObject({ passes: 1, speedPct: 100 });
    expect(run.hoursPerRevolution).toBe(20);
    expect(run.appliedDepthMm).toBeCloseTo(6, 10);
  });

  it('refuses impossible machines and depths', () => {
    expect(() => pivotRun({ ...machine, capacityM3PerH: 0, grossDepthMm: 10 })).toThrow(AgronomyInputError);
    expect(() => pivotRun({ ...machine, hoursPerRevolutionAt100: -1, grossDepthMm: 10 })).toThrow(/hoursPerRevolutionAt100/);
    expect(() => pivotRun({ ...machine, grossDepthMm: 0 })).toThrow(/grossDepthMm/);
    expect(() => pivotRun({ ...machine, grossDepthMm: 10, sectors: 1.5 })).toThrow(/sectors/);
  });
});
