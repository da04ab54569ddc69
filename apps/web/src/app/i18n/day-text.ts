import type { Format } from './format';

/**
 * A calendar day (`2026-03-21`, as the API sends dates without a time) as a medium date in the reader's
 * language and digits, read at UTC so that no time zone moves it to the day before; `empty` when there is none.
 */
export function dayText(format: Format, iso: string | null | undefined, empty = '—'): string {
  return iso ? format.dateTime({ dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`)) : empty;
}
