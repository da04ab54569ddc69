import { AgronomyInputError, requireInRange, requirePositive } from '../input/agronomy-input-error';

/**
 * How a center pivot applies a gross depth: the machine is described by its system capacity Q (m³/h, from the pump
 * or the flow meter) and its time per full revolution at 100 % speed T100 (h). The percent timer P sets the speed
 * (the end tower runs P % of each timer cycle), so one revolution takes T100 / (P/100) hours and applies
 *
 *   depth per pass = Q × T100 / A / (P/100)   (mm, with A the irrigated area in m² and Q·T/A in m × 1000)
 *
 * (AD = QT: Leib and Grant 2019, "Understanding Center Pivot Application Rate", Univ. of Tennessee Extension W809-F;
 * the percent timer runs from 100 % down to about 1 %). The same capacity over 24 h gives the system capacity as a
 * gross depth per day, Q × 24 / A (Kranz et al., "Minimum Center Pivot Design Capacities in Nebraska", NebGuide G1851).
 *
 * One pass cannot apply any depth: the percent timer has a slowest setting, and a deep pass under the outer spans,
 * where the instantaneous application rate is highest, runs off before it soaks in (USDA NRCS National Engineering
 * Handbook Part 623 ch. 11, Sprinkle Irrigation: the application rate under a moving lateral against the soil's intake
 * and surface storage). A gross depth beyond the largest depth per pass is split into equal passes.
 */

/** The slowest percent timer the advice uses, % (chosen here, see the module comment). */
export const PIVOT_MIN_SPEED_PCT = 10;
/**
 * The largest gross depth one pass may apply before runoff, mm (chosen here: about one inch, the depth per revolution
 * at which runoff under the outer spans of a spray package starts on most soils; sand takes more, clay less).
 */
export const PIVOT_MAX_DEPTH_PER_PASS_MM = 25;

/** A center pivot as the run time needs it. */
export interface PivotMachine {
  /** System capacity, m³/h (pump or flow meter). */
  capacityM3PerH: number;
  /** Hours per full revolution at 100 % speed (percent timer 100). */
  hoursPerRevolutionAt100: number;
}

/** Inputs of {@link pivotRun}. */
export interface PivotRunInput extends PivotMachine {
  /** Gross depth to apply (net depth / application efficiency), mm. */
  grossDepthMm: number;
  /** Irrigated area, m². */
  areaM2: number;
  /** Sectors the circle is irrigated in (0 or 1: the whole circle). */
  sectors?: number;
  /** Slowest percent timer, % (default {@link PIVOT_MIN_SPEED_PCT}). */
  minSpeedPct?: number;
  /** Largest depth one pass may apply before runoff, mm (default {@link PIVOT_MAX_DEPTH_PER_PASS_MM}). */
  maxDepthPerPassMm?: number;
}

/** How to run a center pivot for a gross depth (see {@link pivotRun}). */
export interface PivotRun {
  /** System capacity as a gross depth per day over the area, mm/day. */
  capacityMmPerDay: number;
  /** Depth one revolution applies at 100 % speed, mm. */
  depthAt100Mm: number;
  /** The largest depth one pass applies: at the slowest percent timer, or the runoff limit, mm. */
  maxDepthPerPassMm: number;
  /** Which bound sets `maxDepthPerPassMm`. */
  limitedBy: 'min_speed' | 'runoff';
  /** Passes (full revolutions) to apply the gross depth. */
  passes: number;
  /** Percent timer of each pass, whole %. */
  speedPct: number;
  /** Depth each pass applies at `speedPct`, mm. */
  depthPerPassMm: number;
  /** Hours per full revolution at `speedPct`. */
  hoursPerRevolution: number;
  /** Hours per sector at `speedPct` (the circle split into equal sectors), or null without sectors. */
  hoursPerSector: number | null;
  /** Hours of all passes. */
  totalHours: number;
  /** Depth all passes apply, mm (≥ the gross depth, less than one percent step more; more when even 100 % applies more). */
  appliedDepthMm: number;
}

/** System capacity as a gross depth per day over the area: Q × 24 / A, mm/day. */
export function pivotCapacityMmPerDay(capacityM3PerH: number, areaM2: number): number {
  return ((requirePositive('capacityM3PerH', capacityM3PerH) * 24) / requirePositive('areaM2', areaM2)) * 1000;
}

/** Depth one revolution applies at percent timer `speedPct`: Q × T100 / A / (P/100), mm. */
export function pivotDepthPerPassMm(machine: PivotMachine, areaM2: number, speedPct: number): number {
  const q = requirePositive('capacityM3PerH', machine.capacityM3PerH);
  const t = requirePositive('hoursPerRevolutionAt100', machine.hoursPerRevolutionAt100);
  const p = requireInRange('speedPct', speedPct, 0.1, 100, '%');
  return ((q * t) / requirePositive('areaM2', areaM2)) * 1000 / (p / 100);
}

// Percent timers are set in whole percent; a hair of tolerance keeps 30.0000001 from becoming 31.
const EPS = 1e-9;

/**
 * The speed setting (percent timer), hours per revolution and passes that apply a gross depth with a center pivot.
 *
 * The largest depth per pass is the lesser of the depth at the slowest percent timer and the runoff limit (never less
 * than the depth at 100 %: the machine cannot go faster). Passes = ⌈gross / largest depth per pass⌉; each pass applies
 * gross / passes at the percent timer P = 100 × depth at 100 % / depth per pass, rounded down to a whole percent (so
 * the pass applies at least its share; passes are counted against the depth of the slowest whole percent), but not below the percent that reaches the largest depth per pass, and at most
 * 100 % (a gross depth below the depth at 100 % is over-applied: the pivot cannot go faster).
 */
export function pivotRun(input: PivotRunInput): PivotRun {
  const gross = requirePositive('grossDepthMm', input.grossDepthMm);
  const area = requirePositive('areaM2', input.areaM2);
  const hours100 = requirePositive('hoursPerRevolutionAt100', input.hoursPerRevolutionAt100);
  const minSpeed = requireInRange('minSpeedPct', input.minSpeedPct ?? PIVOT_MIN_SPEED_PCT, 1, 100, '%');
  const runoffMm = requirePositive('maxDepthPerPassMm', input.maxDepthPerPassMm ?? PIVOT_MAX_DEPTH_PER_PASS_MM);
  const sectors = input.sectors ?? 0;
  if (!Number.isInteger(sectors) || sectors < 0) throw new AgronomyInputError('sectors', `must be a whole number ≥ 0, got ${sectors}`);

  const depthAt100Mm = pivotDepthPerPassMm(input, area, 100);
  const atMinSpeed = depthAt100Mm / (minSpeed / 100);
  const limitedBy = runoffMm < atMinSpeed ? 'runoff' : 'min_speed';
  const maxDepthPerPassMm = Math.max(depthAt100Mm, Math.min(atMinSpeed, runoffMm));
  // The slowest whole percent that stays within the largest depth per pass, and the depth it applies: passes are
  // counted against that, since the timer cannot be set between whole percents (7.02 mm at 100 % and a 25 mm runoff
  // limit: 29 %, 24.2 mm; a gross depth of 25 mm takes two passes, not one that applies 24.2).
  const slowest = Math.min(100, Math.ceil((100 * depthAt100Mm) / maxDepthPerPassMm - EPS));
  const deepestPassMm = Math.max(depthAt100Mm, depthAt100Mm / (slowest / 100));
  const passes = Math.max(1, Math.ceil(gross / deepestPassMm - EPS));
  const exact = (100 * depthAt100Mm) / (gross / passes);
  const speedPct = Math.min(100, Math.max(slowest, Math.floor(exact + EPS)));
  const depthPerPassMm = depthAt100Mm / (speedPct / 100);
  const hoursPerRevolution = hours100 / (speedPct / 100);
  return {
    capacityMmPerDay: pivotCapacityMmPerDay(input.capacityM3PerH, area),
    depthAt100Mm,
    maxDepthPerPassMm,
    limitedBy,
    passes,
    speedPct,
    depthPerPassMm,
    hoursPerRevolution,
    hoursPerSector: sectors > 1 ? hoursPerRevolution / sectors : null,
    totalHours: passes * hoursPerRevolution,
    appliedDepthMm: passes * depthPerPassMm,
  };
}
