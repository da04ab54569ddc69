/**
 * Plausible values from the OpenAPI document's JSON Schemas, so a fuzz case can spoil one part of a
 * request while the rest passes validation and the hostile part reaches the service and the database.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

/** A deterministic generator (mulberry32): the same seed gives the same cases on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** Up to `n` items, in a seeded order. */
    sample: <T>(items: readonly T[], n: number): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, n);
    },
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** Follows `$ref`s into the document's components. */
export function resolver(document: { components?: { schemas?: Record<string, JsonSchema> } }) {
  return function resolve(schema: JsonSchema | undefined): JsonSchema {
    let current = schema ?? {};
    for (let depth = 0; current.$ref && depth < 10; depth++) {
      const name = current.$ref.replace('#/components/schemas/', '');
      current = document.components?.schemas?.[name] ?? {};
    }
    return current;
  };
}
export type Resolve = ReturnType<typeof resolver>;

/** The non-null alternative of an `anyOf`/`oneOf`, or the schema itself. */
export function mainAlternative(schema: JsonSchema, resolve: Resolve): JsonSchema {
  const s = resolve(schema);
  const options = s.anyOf ?? s.oneOf;
  if (!options) return s;
  return resolve(options.find((o) => resolve(o).type !== 'null') ?? options[0]);
}

export const typeOf = (schema: JsonSchema): string | undefined => (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type);

/** A small valid polygon near Toshka, inside the fixtures' farms. */
export const SMALL_POLYGON = { type: 'Polygon', coordinates: [[[31.141, 22.741], [31.144, 22.741], [31.144, 22.744], [31.141, 22.744], [31.141, 22.741]]] };

let counter = 0;
const tag = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Ids of real records by property or parameter name (farm_id, policy_id, …). */
export type IdPool = Record<string, string>;

/** A plausible valid value for `schema` under property `name`. */
export function sampleValue(schema: JsonSchema | undefined, name: string, resolve: Resolve, ids: IdPool, depth = 0): unknown {
  const s = mainAlternative(schema ?? {}, resolve);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.default !== undefined && typeof s.default !== 'object') return s.default;
  if (s.allOf) return sampleValue(s.allOf[0], name, resolve, ids, depth);
  const type = typeOf(s);
  if (name === 'geometry' || (s.properties?.type && s.properties.coordinates)) return SMALL_POLYGON;
  if (type === 'object' || s.properties) {
    if (depth > 5) return {};
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(s.properties ?? {})) out[key] = sampleValue(child, key, resolve, ids, depth + 1);
    return out;
  }
  if (type === 'array') {
    const n = Math.max(s.minItems ?? 0, s.prefixItems ? s.prefixItems.length : 0, name.endsWith('_ids') ? 0 : 1);
    if (s.prefixItems) return s.prefixItems.map((p, i) => sampleValue(p, `${name}[${i}]`, resolve, ids, depth + 1));
    return Array.from({ length: Math.min(n, s.maxItems ?? n) }, () => sampleValue(s.items, name.replace(/s$/, ''), resolve, ids, depth + 1));
  }
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number') {
    const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (type === 'integer' ? 1 : 0.5) : 1);
    const high = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : low + 10);
    const middle = Math.min(Math.max(low, 1), high);
    return type === 'integer' ? Math.ceil(middle) : middle;
  }
  if (type === 'string' || type === undefined) return sampleString(s, name, ids);
  return null;
}

function sampleString(s: JsonSchema, name: string, ids: IdPool): string {
  if (s.format === 'uuid') return ids[name] ?? ids[`${name}_id`] ?? '00000000-0000-4000-8000-000000000000';
  if (s.format === 'date' || name.endsWith('_date') || name === 'date') return '2025-03-01';
  if (s.format === 'date-time') return '2025-03-01T06:00:00.000Z';
  if (s.format === 'email' || name === 'email') return `fuzz.${tag()}@test.rayyan.farm`;
  if (s.format === 'uri' || name.endsWith('_url')) return 'https://example.com/a.png';
  if (s.pattern?.includes('\\+') || name === 'phone' || name === 'whatsapp') return `+2010${String(counter++).padStart(8, '0')}`;
  if (name === 'user_name' || name === 'username') return `fuzz.${tag()}`;
  if (name === 'slug') return `fuzz-${tag()}`;
  if (name.includes('password')) return 'a-long-fuzz-password-42';
  if (name === 'color' || name === 'colour') return '#336699';
  const text = `Fuzz ${tag()}`;
  return s.maxLength !== undefined && text.length > s.maxLength ? text.slice(0, Math.max(s.minLength ?? 1, s.maxLength)) : text;
}
