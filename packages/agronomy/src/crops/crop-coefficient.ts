import { AgronomyInputError, requireFinite, requireInRange, requireNonNegative } from '../input/agronomy-input-error';

/** Lengths of the four FAO-56 growth stages in days (FAO-56 Table 11). */
export interface StageLengthsDays {
  /** Initial stage, planting to ~10 % ground cover. */
  initial: number;
  /** Crop development, ~10 % cover to effective full cover. */
  development: number;
  /** Mid-season, full cover to start of maturity. */
  mid: number;
  /** Late season, start of maturity to harvest or full senescence. */
  late: number;
}

/** A seasonal (annual) crop with the FAO-56 single Kc curve (FAO-56 Figure 25 / Table 12). */
export interface SeasonalCropProfile {
  /** Seasonal crop: Kc follows the four-stage curve. */
  kind: 'seasonal';
  /** Kc during the initial stage. */
  kcIni: number;
  /** Kc during mid-season (for RHmin 45 %, u2 2 m/s). */
  kcMid: number;
  /** Kc at the end of the late season (for RHmin 45 %, u2 2 m/s). */
  kcEnd: number;
  /** Stage lengths in days. */
  stageLengthsDays: StageLengthsDays;
  /** Maximum crop height h, m (for the climate adjustment, FAO-56 eq. 62). */
  maxHeightM: number;
}

/**
 * An evergreen crop (date palm, citrus, olives) whose Kc is constant, or seasonal by calendar month
 * when `kcByMonth` (12 values, January first) is given.
 */
export interface EvergreenCropProfile {
  /** Evergreen crop: no planting-based stages. */
  kind: 'evergreen';
  /** Kc used all year when no monthly value applies (the Table 12 Kc mid). */
  kc: number;
  /** Optional Kc for each calendar month, January first (12 values). */
  kcByMonth?: readonly number[];
  /** Maximum crop height h, m (for FAO-56 eq. 62). */
  maxHeightM: number;
}

/** Either crop profile. */
export type CropProfile = SeasonalCropProfile | EvergreenCropProfile;

/** Growth stage names. */
export type CropStage = 'initial' | 'development' | 'mid' | 'late' | 'after_season' | 'evergreen';

/** Local climate for adjusting Kc mid and Kc end (FAO-56 eq. 62 and 65); `month` (1-12) selects an evergreen monthly Kc. */
export interface KcClimate {
  /** Mean daily minimum relative humidity during the stage, % (20-80 per FAO-56). */
  rhMinPct?: number;
  /** Mean daily wind speed at 2 m during the stage, m s⁻¹ (1-6 per FAO-56). */
  u2Ms?: number;
  /** Calendar month 1-12, for evergreen crops with `kcByMonth`. */
  month?: number;
}

/**
 * Kc mid or Kc end adjusted for a climate other than RHmin = 45 % and u2 = 2 m/s, FAO-56 eq. 62
 * (eq. 65 for Kc end, applied only when Kc end from the table is above 0.45). Inputs are clamped to the
 * ranges FAO-56 states for the equation (u2 1-6 m/s, RHmin 20-80 %, h 0.1-10 m).
 */
export function climateAdjustedKc(kcTable: number, climate: KcClimate, maxHeightM: number, isKcEnd = false): number {
  const kc = requireNonNegative('kc', kcTable);
  if (isKcEnd && kc <= 0.45) return kc; // FAO-56 eq. 65 text: no adjustment when Kc end < 0.45
  if (climate.rhMinPct === undefined && climate.u2Ms === undefined) return kc;
  const rhMin = Math.min(80, Math.max(20, requireInRange('rhMinPct', climate.rhMinPct ?? 45, 0, 100, '%')));
  const u2 = Math.min(6, Math.max(1, requireNonNegative('u2Ms', climate.u2Ms ?? 2)));
  const h = Math.min(10, Math.max(0.1, requireNonNegative('maxHeightM', maxHeightM)));
  // FAO-56 eq. 62: Kc = Kc(Tab) + [0.04 (u2 − 2) − 0.004 (RHmin − 45)] (h/3)^0.3
  return kc + (0.04 * (u2 - 2) - 0.004 * (rhMin - 45)) * (h / 3) ** 0.3;
}

/** Total season length in days (sum of the four stages). */
export function seasonLengthDays(stages: StageLengthsDays): number {
  return stages.initial + stages.development + stages.mid + stages.late;
}

/** Growth stage on a day after planting (0 = planting day). */
export function cropStageOnDay(profile: CropProfile, dayAfterPlanting: number): CropStage {
  if (profile.kind === 'evergreen') return 'evergreen';
  const d = requireNonNegative('dayAfterPlanting', dayAfterPlanting);
  const s = profile.stageLengthsDays;
  if (d < s.initial) return 'initial';
  if (d < s.initial + s.development) return 'development';
  if (d < s.initial + s.development + s.mid) return 'mid';
  if (d <= seasonLengthDays(s)) return 'late';
  return 'after_season';
}

/**
 * Single crop coefficient Kc on a day after planting: constant Kc ini, linear rise to Kc mid during
 * development, constant Kc mid, linear fall to Kc end during the late season (FAO-56 eq. 66 and
 * Figure 25); after the season the Kc end value is kept. Kc mid and Kc end are climate-adjusted
 * (FAO-56 eq. 62/65) when `climate` gives RHmin or u2. Evergreen crops return their constant Kc or the
 * month's Kc (`climate.month`), climate-adjusted like Kc mid.
 */
export function cropCoefficientOnDay(profile: CropProfile, dayAfterPlanting: number, climate: KcClimate = {}): number {
  const day = requireFinite('dayAfterPlanting', dayAfterPlanting);
  if (day < 0) throw new AgronomyInputError('dayAfterPlanting', `must not be negative, got ${day}`);
  if (profile.kind === 'evergreen') {
    let kc = profile.kc;
    if (profile.kcByMonth && climate.month !== undefined) {
      const m = requireInRange('month', climate.month, 1, 12);
      kc = profile.kcByMonth[Math.round(m) - 1] ?? profile.kc;
    }
    return climateAdjustedKc(kc, climate, profile.maxHeightM);
  }
  const s = requireStageLengths(profile.stageLengthsDays);
  const kcMid = climateAdjustedKc(profile.kcMid, climate, profile.maxHeightM);
  const kcEnd = climateAdjustedKc(profile.kcEnd, climate, profile.maxHeightM, true);
  return kcOnStageCurve(s, profile.kcIni, kcMid, kcEnd, day);
}

/** Throws unless every stage length is a finite number ≥ 0; returns the stages. */
export function requireStageLengths(s: StageLengthsDays): StageLengthsDays {
  const ok = (v: number) => Number.isFinite(v) && v >= 0;
  if (ok(s.initial) && ok(s.development) && ok(s.mid) && ok(s.late)) return s;
  for (const [k, v] of Object.entries(s)) {
    if (!ok(v)) throw new AgronomyInputError(`stageLengthsDays.${k}`, `must be a non-negative number, got ${v}`);
  }
  return s;
}

/**
 * The four-stage Kc curve on a day after planting (FAO-56 eq. 66 and Figure 25), from Kc ini and the already
 * climate-adjusted Kc mid and Kc end; inputs are not checked (see {@link cropCoefficientOnDay}).
 */
export function kcOnStageCurve(s: StageLengthsDays, kcIni: number, kcMid: number, kcEnd: number, day: number): number {
  const endIni = s.initial;
  const endDev = endIni + s.development;
  const endMid = endDev + s.mid;
  const endLate = endMid + s.late;
  if (day <= endIni) return kcIni;
  // FAO-56 eq. 66: Kc,i = Kc,prev + [(i − Σ L,prev) / L,stage] (Kc,next − Kc,prev)
  if (day < endDev) return kcIni + ((day - endIni) / s.development) * (kcMid - kcIni);
  if (day <= endMid) return kcMid;
  if (day < endLate) return kcMid + ((day - endMid) / s.late) * (kcEnd - kcMid);
  return kcEnd;
}
