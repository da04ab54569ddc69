import { randomBytes } from 'node:crypto';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

const bySchema = new WeakSet<object>();

/**
 * Marks a response schema (a list page) to be written by fast-json-stringify from its JSON schema instead of
 * being parsed by zod before JSON.stringify: a page of borders is otherwise checked coordinate by coordinate
 * on every answer. The zod schema stays the route's contract and OpenAPI document unchanged.
 */
export function serializedBySchema<T extends z.ZodType>(schema: T): T {
  bySchema.add(schema);
  return schema;
}

const isJsonObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);
const SCALARS = new Set(['string', 'number', 'integer', 'boolean']);
// What only validation reads; the writer needs none of it (and anyOf branches are told apart faster without).
const VALIDATION_ONLY = new Set(['$schema', 'format', 'pattern', 'minimum', 'maximum', 'minLength', 'maxLength', 'minItems', 'maxItems', 'description', 'examples']);

/**
 * The JSON schema the writer compiles, from the contract's: validation-only keywords dropped, `X | null` of a
 * scalar as `type: [X, 'null']`, and a union of object shapes (a border: Polygon or MultiPolygon, whose
 * coordinates come from PostGIS) written as it is by JSON.stringify rather than matched branch by branch.
 */
export function writerSchema(schema: unknown, definitions: JsonSchema = {}): unknown {
  if (Array.isArray(schema)) return schema.map((item) => writerSchema(item, definitions));
  if (!isJsonObject(schema)) return schema;
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (union) {
    const resolved = union.map((branch) => (typeof branch.$ref === 'string' ? (definitions[branch.$ref.replace('#/definitions/', '')] as JsonSchema) : branch));
    if (resolved.every((branch) => branch?.type === 'object')) return {};
    const [value, nullType] = resolved;
    if (resolved.length === 2 && nullType?.type === 'null' && typeof value?.type === 'string' && SCALARS.has(value.type)) return { type: [value.type, 'null'] };
  }
  if (schema.enum !== undefined && typeof schema.type === 'string') return { type: schema.type };
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (VALIDATION_ONLY.has(key)) continue;
    out[key] = key === 'properties' || key === 'definitions' ? Object.fromEntries(Object.entries(value as JsonSchema).map(([k, v]) => [k, writerSchema(v, definitions)])) : writerSchema(value, definitions);
  }
  return out;
}

// Texts of RawJson values met while one answer is written (writing is synchronous: one answer at a time).
let rawTexts: string[] | undefined;
const RAW_MARK = `raw-json-${randomBytes(12).toString('hex')}-`;
const RAW_PLACE = new RegExp(`"${RAW_MARK}(\\d+)"`, 'g');

/**
 * A JSON value the database already wrote as text (a list border, ST_AsGeoJSON): a compiled writer puts the text
 * in the answer as it is, so the server neither parses 24 KB of coordinates into arrays nor writes them again.
 * Anywhere else it stands for its parsed value (JSON.stringify).
 */
export class RawJson {
  constructor(readonly text: string) {}
  toJSON(): unknown {
    if (!rawTexts) return JSON.parse(this.text);
    rawTexts.push(this.text);
    return `${RAW_MARK}${rawTexts.length - 1}`;
  }
}

/** A writer of `schema`'s values compiled from its JSON schema (see writerSchema); RawJson values go in as their text. */
export function compileWriter(schema: z.ZodType): (data: unknown) => string {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }) as JsonSchema;
  const definitions = (json.definitions ?? {}) as JsonSchema;
  const write = fastJson(writerSchema(json, definitions) as Parameters<typeof fastJson>[0]);
  return (data) => {
    const texts: string[] = [];
    rawTexts = texts;
    try {
      const written = write(data);
      return texts.length === 0 ? written : written.replace(RAW_PLACE, (_mark, index: string) => texts[Number(index)]!);
    } finally {
      rawTexts = undefined;
    }
  };
}

/**
 * Fastify's serializer compiler: schemas marked with serializedBySchema get a compiled writer, every other
 * response is still parsed by its zod schema (fastify-type-provider-zod).
 */
export const responseSerializerCompiler: typeof zodSerializerCompiler = (route) => {
  const schema = route.schema as unknown;
  if (schema instanceof z.ZodType && bySchema.has(schema)) return compileWriter(schema);
  return zodSerializerCompiler(route);
};
