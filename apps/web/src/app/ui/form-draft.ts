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

/** An optional text as a body takes it: trimmed, or null when blank. */
export const trimmedOrNull = (value: string) => value.trim() || null;

type Keys<D, V> = { [K in keyof D]-?: D[K] extends V ? K : never }[keyof D];

/** How `bodyOf` sends some of a draft's fields. */
export interface BodyFields<D, U extends keyof D, B extends Keys<D, string>, T extends Keys<D, string>> {
  /** Required choices and numbers: null (not chosen yet) left out, so the contract says what is missing. */
  unset?: readonly U[];
  /** Optional texts and dates: '' as null. */
  blank?: readonly B[];
  /** Optional texts sent trimmed: blank (spaces only) as null. */
  trimmed?: readonly T[];
}

/** A draft as the body its contract takes: the fields named in `fields` converted, every other as it is. */
export function bodyOf<D extends object, U extends keyof D = never, B extends Keys<D, string> = never, T extends Keys<D, string> = never>(draft: D, fields: BodyFields<D, U, B, T>) {
  const body = { ...draft } as Record<string, unknown>;
  for (const key of fields.unset ?? []) body[key as string] = draft[key] ?? undefined;
  for (const key of fields.blank ?? []) body[key as string] = (draft[key] as string) || null;
  for (const key of fields.trimmed ?? []) body[key as string] = trimmedOrNull(draft[key] as string);
  return body as Omit<D, U | B | T> & { [K in U]: NonNullable<D[K]> | undefined } & { [K in B | T]: string | null };
}

/** A draft field that may be empty (null), typed as what it holds: `nullable<number>()`, or a default `nullable<string>('monthly')`. */
export const nullable = <T>(value: T | null = null): T | null => value;
