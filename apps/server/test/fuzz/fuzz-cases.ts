import { mainAlternative, sampleValue, typeOf, type IdPool, type JsonSchema, type Random, type Resolve } from './schema-sample';

/** One operation of the OpenAPI document. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path with `{param}` placeholders. */
  path: string;
  params: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  /** JSON body schema, if the operation takes JSON. */
  body?: JsonSchema;
  /** Takes a multipart upload (its description says so, or a body-less write on no particular record). */
  multipart: boolean;
}

/** One request of the fuzz run, with a label saying what was spoiled. */
export interface FuzzCase {
  label: string;
  url: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

export const HOSTILE_STRINGS = [
  '\u0000',
  'name\u0000with NUL',
  '%00',
  '%',
  '%E0%A4%A',
  'x'.repeat(70_000),
  '\u202Eevil\u202C \u200F\u061C',
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '\\',
  '\uD800',
  '😀'.repeat(300),
  ' ',
  '',
  '<script>alert(1)</script>',
  '../../etc/passwd',
] as const;

/** Numbers as JSON literals (some only as strings, since JSON has no NaN). */
export const HOSTILE_NUMBERS: unknown[] = ['NaN', 'Infinity', '-Infinity', '1e308', 1e308, -1e308, -1, 0, -0.0001, 1.5, 2 ** 31, '9007199254740993', 2 ** 53 + 2, -(2 ** 63), '12abc', ''];

export const HOSTILE_DATES = ['0000-01-01', '0000-00-00', '2025-02-30', '2025-13-01', '99999-01-01', '0001-01-01', '1900-01-01', '9999-12-31', '2025-03-01T25:00:00Z'];

/** Borders that are valid JSON but no sensible polygon. */
export const HOSTILE_GEOMETRIES: unknown[] = [
  { type: 'Polygon', coordinates: [[[-180, -90], [180, -90], [180, 90], [-180, 90], [-180, -90]]] },
  { type: 'Polygon', coordinates: [[[-179.9, -89.9], [179.9, -89.9], [179.9, 89.9], [-179.9, 89.9], [-179.9, -89.9]]] },
  { type: 'Polygon', coordinates: [[[170, 10], [-170, 10], [-170, 20], [170, 20], [170, 10]]] },
  { type: 'Polygon', coordinates: [[[31.1, 22.7], [31.2, 22.8], [31.2, 22.7], [31.1, 22.8], [31.1, 22.7]]] },
  { type: 'Polygon', coordinates: [[[31.1, 22.7], [31.2, 22.7], [31.2, 22.8], [31.1, 22.8]]] },
  { type: 'Polygon', coordinates: [[[31.1, 22.7], [31.1, 22.7], [31.1, 22.7], [31.1, 22.7]]] },
  { type: 'Polygon', coordinates: [[[1e308, 1e308], [-1e308, 1e308], [0, 0], [1e308, 1e308]]] },
  { type: 'Polygon', coordinates: [[[500, 22.7], [31.2, 222.7], [31.2, 22.8], [500, 22.7]]] },
  { type: 'Polygon', coordinates: [] },
  { type: 'Polygon', coordinates: [[]] },
  { type: 'Polygon', coordinates: [[['31', '22'], ['32', '22'], ['32', '23'], ['31', '22']]] },
  { type: 'MultiPolygon', coordinates: [[[[31.1, 22.7], [31.2, 22.7], [31.2, 22.8], [31.1, 22.7]]], [[]]] },
  { type: 'Point', coordinates: [31.1, 22.7] },
  { type: 'GeometryCollection', geometries: [] },
  'POLYGON((0 0, 1 0, 1 1, 0 0))',
];

const MULTIPART_BODIES: { label: string; contentType: string; body: string }[] = [
  { label: 'multipart without boundary', contentType: 'multipart/form-data', body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--x--\r\n' },
  { label: 'multipart truncated', contentType: 'multipart/form-data; boundary=fuzzb', body: '--fuzzb\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG' },
  { label: 'multipart wrong boundary', contentType: 'multipart/form-data; boundary=other', body: '--fuzzb\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--fuzzb--\r\n' },
  { label: 'multipart empty', contentType: 'multipart/form-data; boundary=fuzzb', body: '' },
  { label: 'multipart no file part', contentType: 'multipart/form-data; boundary=fuzzb', body: '--fuzzb\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--fuzzb--\r\n' },
  { label: 'multipart hostile file name', contentType: 'multipart/form-data; boundary=fuzzb', body: '--fuzzb\r\nContent-Disposition: form-data; name="file"; filename="../\u0000.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\nPK\u0003\u0004garbage\r\n--fuzzb--\r\n' },
];

/** A value of a wrong JSON type for `schema`. */
function wrongType(schema: JsonSchema, random: Random): unknown {
  const type = typeOf(schema);
  const options: unknown[] =
    type === 'string' ? [123, true, ['a'], { a: 1 }] : type === 'array' ? ['[]', { 0: 1 }, 5] : type === 'object' ? ['{}', [1, 2], 0] : ['12', true, [1], { n: 1 }];
  return random.pick([...options, null]);
}

/** Hostile values fitting what the property holds. */
function hostileValues(schema: JsonSchema, name: string, random: Random): unknown[] {
  const type = typeOf(schema);
  // The world-spanning border and year 0000 always; the rest sampled.
  if (name === 'geometry' || schema.properties?.coordinates) return [HOSTILE_GEOMETRIES[0], ...random.sample(HOSTILE_GEOMETRIES.slice(1), 3)];
  if (schema.format === 'date' || schema.format === 'date-time' || name.endsWith('_date') || name === 'date') return [HOSTILE_DATES[0], ...random.sample(HOSTILE_DATES.slice(1), 1)];
  if (type === 'integer' || type === 'number') return random.sample(HOSTILE_NUMBERS, 2);
  if (type === 'string') return random.sample(HOSTILE_STRINGS, 1); // and the body-wide NUL case
  if (type === 'array' && schema.items) return [[random.pick(HOSTILE_STRINGS)], Array.from({ length: 5000 }, () => 1)];
  return [random.pick(HOSTILE_STRINGS)];
}

/** Properties to spoil: the body's own, and those of its nested objects and first array items (two levels). */
function spoilTargets(schema: JsonSchema, resolve: Resolve, prefix: (string | number)[] = [], depth = 0): { path: (string | number)[]; name: string; schema: JsonSchema }[] {
  const targets: { path: (string | number)[]; name: string; schema: JsonSchema }[] = [];
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    const property = mainAlternative(child, resolve);
    const path = [...prefix, name];
    targets.push({ path, name, schema: property });
    if (depth >= 1 || name === 'geometry') continue;
    if (typeOf(property) === 'object' && property.properties) targets.push(...spoilTargets(property, resolve, path, depth + 1));
    const item = property.items ? mainAlternative(property.items, resolve) : undefined;
    if (typeOf(property) === 'array' && item?.properties) targets.push(...spoilTargets(item, resolve, [...path, 0], depth + 1));
  }
  return targets;
}

/** A copy of `base` with `value` at `path` (arrays and objects created as needed). */
function setAt(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  path.forEach((key, i) => {
    if (i === path.length - 1) node[key] = value;
    else {
      if (node[key] === null || typeof node[key] !== 'object') node[key] = typeof path[i + 1] === 'number' ? [] : {};
      node = node[key] as Record<string | number, unknown>;
    }
  });
  return copy;
}

/** Every string in `value` with a NUL appended (dates and ids included). */
function withNul(value: unknown): unknown {
  if (typeof value === 'string') return `${value}\u0000`;
  if (Array.isArray(value)) return value.map(withNul);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withNul(v)]));
  return value;
}

const json = { 'content-type': 'application/json' };

/**
 * The fuzz cases of one operation: spoiled path parameters, query parameters and body, each applied to a
 * plausible request so the spoiled part gets as far as it can. Bounded (a seeded sample per property).
 */
export function casesFor(op: Operation, resolve: Resolve, ids: IdPool, pathValues: Record<string, string>, random: Random): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const urlWith = (path: Record<string, string>, query: Record<string, string>) => {
    const filled = op.path.replace(/\{(\w+)\}/g, (_, name: string) => path[name] ?? '00000000-0000-4000-8000-000000000000');
    const search = new URLSearchParams(query).toString();
    return search ? `${filled}?${search}` : filled;
  };
  const baseQuery: Record<string, string> = {};
  for (const q of queryParams) if (q.required) baseQuery[q.name] = String(sampleValue(q.schema, q.name, resolve, ids));
  const baseBody = op.body ? sampleValue(op.body, 'body', resolve, ids) : undefined;
  const send = (body: unknown) => ({ payload: JSON.stringify(body), headers: json });
  // Actions and deletes on a real record would run: their only spoiled part is the path.
  const bodyless = op.method === 'DELETE' || (op.method !== 'GET' && !op.body && !op.multipart);

  for (const p of pathParams) {
    const raws = ['%00', '%E0%A4%A', 'x'.repeat(3000), ...random.sample(['a%00b', '%', '..%2F..%2Fetc', encodeURIComponent('\u202Eevil'), '-1', 'NaN', "1'%20OR%20'1'='1"], 1)];
    for (const raw of raws) {
      cases.push({ label: `path ${p.name}=${raw.slice(0, 20)}`, url: urlWith({ ...pathValues, [p.name]: '@@' }, baseQuery).replace('@@', raw) });
    }
  }
  if (bodyless) return cases;
  const url = urlWith(pathValues, baseQuery);
  // Every operation, even one without parameters or body, gets an unexpected query parameter holding a NUL.
  cases.push({ label: 'unexpected query parameter %00', url: `${url}${url.includes('?') ? '&' : '?'}zz=%00` });

  for (const q of queryParams) {
    const type = typeOf(mainAlternative(q.schema ?? {}, resolve));
    const values = [...random.sample(HOSTILE_STRINGS.filter((s) => s.length < 5000), 1), ...random.sample(HOSTILE_NUMBERS.map(String), 1), '%00', '0000-01-01'];
    if (type === 'array') values.push('a,b');
    for (const value of values) {
      const query = new URLSearchParams({ ...baseQuery, [q.name]: value }).toString();
      cases.push({ label: `query ${q.name}=${value.slice(0, 20)}`, url: `${urlWith(pathValues, {})}?${query.replace(/%2500/g, '%00')}` });
    }
    cases.push({ label: `query ${q.name} twice`, url: `${urlWith(pathValues, baseQuery)}${url.includes('?') ? '&' : '?'}${q.name}=1&${q.name}=2` });
  }
  if (queryParams.length) cases.push({ label: 'query raw %00 and bad escapes', url: `${urlWith(pathValues, {})}?search=%00&page=%E0%A4%A&x=%` });

  if (op.multipart) {
    for (const m of MULTIPART_BODIES) cases.push({ label: m.label, url, payload: m.body, headers: { 'content-type': m.contentType } });
    cases.push({ label: 'multipart route given JSON', url, ...send({ file: 'x' }) });
  }
  if (!op.body) return cases;

  cases.push({ label: 'body not JSON', url, payload: '{"name": "unterminated', headers: json });
  for (const top of ['[]', '"text"', '123', 'null', '{"__proto__": {"admin": true}}']) cases.push({ label: `body ${top}`, url, payload: top, headers: json });
  cases.push({ label: 'body utf-16', url, payload: Buffer.from(JSON.stringify(baseBody), 'utf16le'), headers: { 'content-type': 'application/json; charset=utf-16' } });
  cases.push({ label: 'body NUL in every string', url, ...send(withNul(baseBody)) });
  const schema = mainAlternative(op.body, resolve);
  if (baseBody && typeof baseBody === 'object' && !Array.isArray(baseBody)) {
    const base = baseBody as Record<string, unknown>;
    cases.push({ label: 'body empty object', url, ...send({}) });
    cases.push({ label: 'body extra fields', url, ...send({ ...base, zz_extra: HOSTILE_STRINGS[1], org_id: '00000000-0000-4000-8000-000000000000', id: 'x' }) });
    for (const required of random.sample(schema.required ?? [], 2)) {
      const { [required]: _dropped, ...rest } = base;
      cases.push({ label: `body without ${required}`, url, ...send(rest) });
    }
    for (const { path, name, schema: property } of spoilTargets(schema, resolve)) {
      const at = path.join('.');
      cases.push({ label: `body ${at} wrong type`, url, ...send(setAt(base, path, wrongType(property, random))) });
      for (const value of hostileValues(property, name, random)) {
        cases.push({ label: `body ${at}=${JSON.stringify(value).slice(0, 30)}`, url, ...send(setAt(base, path, value)) });
      }
    }
  }
  return cases;
}
