import { AgronomyInputError } from '../input/agronomy-input-error';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses an ISO calendar date 'YYYY-MM-DD' into its parts; throws AgronomyInputError if it is not a real date. */
export function parseIsoDate(field: string, date: string): { year: number; month: number; day: number } {
  const m = typeof date === 'string' ? ISO_DATE.exec(date) : null;
  if (!m) throw new AgronomyInputError(field, `must be a date 'YYYY-MM-DD', got ${String(date)}`);
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const t = new Date(Date.UTC(year, month - 1, day));
  if (t.getUTCFullYear() !== year || t.getUTCMonth() !== month - 1 || t.getUTCDate() !== day) {
    throw new AgronomyInputError(field, `is not a real calendar date: ${date}`);
  }
  return { year, month, day };
}

/** Day of the year J (1 = 1 January, 365 or 366 = 31 December) of an ISO date 'YYYY-MM-DD' (FAO-56 Annex 2, Table 2.5). */
export function dayOfYearFromDate(date: string, field = 'date'): number {
  const { year, month, day } = parseIsoDate(field, date);
  return Math.round((Date.UTC(year, month - 1, day) - Date.UTC(year, 0, 1)) / 86_400_000) + 1;
}

/** The ISO date `days` days after `date` (negative goes back). */
export function addDaysIso(date: string, days: number, field = 'date'): string {
  const { year, month, day } = parseIsoDate(field, date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
