/**
 * A form's starting values: each field of `blank` (a new record's values) taken from `record` where it has one, so an
 * edit starts from the record and a missing or null value reads as the blank one ('' for text, null for a choice).
 */
export function draftOf<D extends object>(record: { [K in keyof D]?: D[K] | null } | null | undefined, blank: D): D {
  const draft = { ...blank };
  if (!record) return draft;
  for (const key of Object.keys(blank) as (keyof D)[]) draft[key] = record[key] ?? blank[key];
  return draft;
}
