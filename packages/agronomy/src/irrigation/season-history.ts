import type { SeasonHistory } from './irrigation-engine-types';

/** History columns for `n` days, all views of one buffer (one allocation per season). */
export function emptyHistory(n: number): SeasonHistory {
  const buffer = new ArrayBuffer(n * (6 * 8 + 4 + 2));
  const f = (i: number) => new Float64Array(buffer, i * n * 8, n);
  return {
    length: 0,
    day: new Int32Array(buffer, 6 * n * 8, n),
    et0Mm: f(0),
    etcMm: f(1),
    depletionMm: f(2),
    rawMm: f(3),
    tawMm: f(4),
    irrigationMm: f(5),
    irrigationAssumed: new Uint8Array(buffer, 6 * n * 8 + 4 * n, n),
    simulated: new Uint8Array(buffer, 6 * n * 8 + 5 * n, n),
  };
}

/** Writes row `h` of the history (one replayed day). */
export function writeHistoryDay(
  history: SeasonHistory,
  h: number,
  day: number,
  row: { et0Mm: number; etcMm: number; depletionMm: number; rawMm: number; tawMm: number; irrigationMm: number; assumed: boolean; simulated: number },
): void {
  history.day[h] = day;
  history.et0Mm[h] = row.et0Mm;
  history.etcMm[h] = row.etcMm;
  history.depletionMm[h] = row.depletionMm;
  history.rawMm[h] = row.rawMm;
  history.tawMm[h] = row.tawMm;
  history.irrigationMm[h] = row.irrigationMm;
  history.irrigationAssumed[h] = row.assumed ? 1 : 0;
  history.simulated[h] = row.simulated;
}
