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

const DAY_MS = 86_400_000;

/** The day number of an ISO date 'YYYY-MM-DD': whole days since 1970-01-01 (for loops over days without strings). */
export function dayNumberOfIso(date: string, field = 'date'): number {
  const n = typeof date === 'string' && date.length === 10 ? fastDayNumber(date) : Number.NaN;
  if (n === n) return n;
  const { year, month, day } = parseIsoDate(field, date);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

const digit = (s: string, i: number) => {
  const c = s.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : Number.NaN;
};

/** Day number of a well-formed 'YYYY-MM-DD' (years 1000-9999) without a Date or a regular expression; NaN otherwise. */
function fastDayNumber(s: string): number {
  if (s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45) return Number.NaN;
  const y = digit(s, 0) * 1000 + digit(s, 1) * 100 + digit(s, 2) * 10 + digit(s, 3);
  const m = digit(s, 5) * 10 + digit(s, 6);
  const d = digit(s, 8) * 10 + digit(s, 9);
  if (!(y >= 1000 && m >= 1 && m <= 12 && d >= 1)) return Number.NaN;
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  const monthDays = m === 2 ? (leap ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
  if (d > monthDays) return Number.NaN;
  // Days from civil (H. Hinnant): March-based years so that the leap day ends the year.
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/**
 * The ISO date 'YYYY-MM-DD' of a day number (see {@link dayNumberOfIso}): the proleptic Gregorian calendar worked
 * out arithmetically (days from civil, H. Hinnant), as `Date#toISOString` would give it but without a Date.
 */
export function isoOfDayNumber(dayNumber: number): string {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  if (!Number.isInteger(dayNumber) || year < 1000 || year > 9999) return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}
