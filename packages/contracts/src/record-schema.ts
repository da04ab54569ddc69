import { z } from 'zod';
import { patchSchema } from './common';

/**
 * The answer schema of a record: `id`, the record's own fields, then `created_at` and `updated_at` (ISO text), named
 * `name` in the OpenAPI document.
 */
export const recordSchema = <S extends z.ZodRawShape>(name: string, shape: S) =>
  z.object({ id: z.uuid(), ...shape, created_at: z.string(), updated_at: z.string() }).meta({ id: name });

/** The answer schema of an organisation's record: a record (`recordSchema`) with `org_id` after its `id`. */
export const orgRecordSchema = <S extends z.ZodRawShape>(name: string, shape: S) => recordSchema(name, { org_id: z.uuid(), ...shape });

/**
 * The answer schema of an entry of a record's log (a trap's catch, an asset's service, a field's irrigation): `id`,
 * the id of the record it belongs to (`parent`), the entry's own fields, then `created_at`, named `name`.
 */
export const logEntrySchema = <P extends string, S extends z.ZodRawShape>(name: string, parent: P, shape: S) =>
  z.object({ id: z.uuid(), ...({ [parent]: z.uuid() } as { [K in P]: z.ZodUUID }), ...shape, created_at: z.string() }).meta({ id: name });

/**
 * The create and update bodies of a record type whose update takes any of the create fields as they are (their
 * defaults included) and may be empty: `z.object(fields)` and its `.partial()`.
 */
export function partialInputSchemas<S extends z.ZodRawShape>(fields: S) {
  const create = z.object(fields);
  return { create, update: create.partial() };
}

/** A cross-field rule of a record's input and the error it answers, e.g. `[datesInOrder, { error: V.x, path: ['to'] }]`. */
type InputRule<T> = [check: (value: T) => boolean, params: { error: string; path: string[] }];
type Patch<S extends z.ZodRawShape> = z.output<ReturnType<typeof patchSchema<S>>>;

/**
 * The create and update bodies of a record type whose update is its create fields' `patchSchema` (each optional,
 * without its create default, and at least one sent), each checked by the same cross-field `rules` (on a patch, on
 * the fields sent).
 */
export function patchInputSchemas<S extends z.ZodRawShape>(fields: S, ...rules: InputRule<Patch<S>>[]) {
  let create = z.object(fields);
  let update = patchSchema(fields);
  for (const [check, params] of rules) {
    // A create body has every field a patch may send, so a rule on a patch reads it too.
    create = create.refine(check as (value: z.output<typeof create>) => boolean, params);
    update = update.refine(check, params);
  }
  return { create, update };
}

/** A value as the API answers it: every property present (`null` where the input may leave it out or empty). */
type Answer<T> = T extends readonly (infer E)[] ? Answer<E>[] : T extends object ? { -readonly [K in keyof T]-?: Answer<Exclude<T[K], undefined>> } : T;
type AnswerField<T extends z.core.$ZodType> = z.ZodType<Answer<Exclude<z.output<T>, undefined>>>;

/**
 * The answer schema of an input field: what is optional or has a default is always sent, what may be null stays
 * nullable, an optional text that empties to null is a nullable string, ids stay uuids, integers stay integers, and
 * the input's checks and messages (lengths, ranges, formats other than uuid) are left to the input.
 */
function answerOf(type: z.ZodType): z.ZodType {
  const def = type._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return answerOf(def.innerType as z.ZodType);
    case 'nullable':
      return answerOf(def.innerType as z.ZodType).nullable();
    case 'pipe':
      return answerOf(def.in as z.ZodType);
    case 'string':
      return (type as z.ZodString).format === 'uuid' ? z.uuid() : z.string();
    case 'number':
      return (type as z.ZodNumber).format === 'safeint' ? z.number().int() : z.number();
    case 'boolean':
      return z.boolean();
    case 'enum':
      return z.enum((type as z.ZodEnum).options as [string, ...string[]]);
    case 'array':
      return z.array(answerOf(def.element as z.ZodType));
    case 'object':
      return z.object(recordFields((type as z.ZodObject).shape));
    default:
      throw new Error(`recordFields: no answer form for a ${def.type} input`);
  }
}

/**
 * The answer fields of a record derived from the fields its create schema validates (all but the `leftOut` ones, which
 * the record answers in its own form), so that a record does not re-list its input:
 * `orgRecordSchema('Pest', { ...recordFields(pestFields), recent_observations: z.number().int() })`.
 */
export function recordFields<S extends z.ZodRawShape, O extends keyof S & string = never>(
  fields: S,
  ...leftOut: O[]
): { [P in Exclude<keyof S & string, O>]: AnswerField<S[P]> } {
  const names = Object.keys(fields).filter((name) => !leftOut.includes(name as O));
  return Object.fromEntries(names.map((name) => [name, answerOf(fields[name] as z.ZodType)])) as { [P in Exclude<keyof S & string, O>]: AnswerField<S[P]> };
}
