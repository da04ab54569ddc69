/**
 * Fixtures for the geo-import tests, all built in code (no binary files in the repo): a farm near
 * Toshka, a tiny ESRI Shapefile writer, an independent UTM formula to check reprojection against.
 * Not imported by production code.
 */
import { strToU8, zipSync } from 'fflate';
import type { Polygon, Position } from 'geojson';

/** ~1.03 km × 1.11 km farm in the Toshka project area, south-west Egypt (22.7° N, 31.1° E), CCW. */
export const TOSHKA_FARM: Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [31.1, 22.7],
      [31.11, 22.7],
      [31.11, 22.71],
      [31.1, 22.71],
      [31.1, 22.7],
    ],
  ],
};

/** An axis-aligned lon/lat rectangle as a closed CCW polygon. */
export function rect(west: number, south: number, east: number, north: number): Polygon {
  return {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  };
}

export const UTM_36N_PRJ =
  'PROJCS["WGS_1984_UTM_Zone_36N",GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],' +
  'PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Transverse_Mercator"],PARAMETER["False_Easting",500000.0],' +
  'PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",33.0],PARAMETER["Scale_Factor",0.9996],PARAMETER["Latitude_Of_Origin",0.0],UNIT["Meter",1.0]]';

export const WGS84_PRJ =
  'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]';

/** Old Egyptian datum on the Helmert 1906 ellipsoid, with no TOWGS84: its shift is unknown. */
export const EGYPT_1907_PRJ =
  'GEOGCS["GCS_Egypt_1907",DATUM["D_Egypt_1907",SPHEROID["Helmert_1906",6378200.0,298.3]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]';

/**
 * WGS84 → UTM (northern hemisphere), Snyder, "Map Projections — A Working Manual", USGS PP 1395
 * (1987), eqs. 8-9…8-10 and 3-21. Written independently of proj4 so the reprojection test compares
 * two implementations; accurate to millimetres within 3° of the central meridian.
 */
export function utmNorthForward(lon: number, lat: number, zone: number): [number, number] {
  const a = 6378137;
  const f = 1 / 298.257223563;
  const e2 = f * (2 - f);
  const ep2 = e2 / (1 - e2);
  const k0 = 0.9996;
  const rad = Math.PI / 180;
  const phi = lat * rad;
  const lambda0 = (zone * 6 - 183) * rad;
  const N = a / Math.sqrt(1 - e2 * Math.sin(phi) ** 2);
  const T = Math.tan(phi) ** 2;
  const C = ep2 * Math.cos(phi) ** 2;
  const A = (lon * rad - lambda0) * Math.cos(phi);
  const e4 = e2 * e2;
  const e6 = e4 * e2;
  const M =
    a *
    ((1 - e2 / 4 - (3 * e4) / 64 - (5 * e6) / 256) * phi -
      ((3 * e2) / 8 + (3 * e4) / 32 + (45 * e6) / 1024) * Math.sin(2 * phi) +
      ((15 * e4) / 256 + (45 * e6) / 1024) * Math.sin(4 * phi) -
      ((35 * e6) / 3072) * Math.sin(6 * phi));
  const x = k0 * N * (A + ((1 - T + C) * A ** 3) / 6 + ((5 - 18 * T + T * T + 72 * C - 58 * ep2) * A ** 5) / 120);
  const y =
    k0 *
    (M +
      N *
        Math.tan(phi) *
        ((A * A) / 2 + ((5 - T + 9 * C + 4 * C * C) * A ** 4) / 24 + ((61 - 58 * T + T * T + 600 * C - 330 * ep2) * A ** 6) / 720));
  return [500000 + x, y];
}

/** Metres between two nearby lon/lat points (equirectangular; exact enough below 1 km). */
export function metresBetween(p: Position, q: Position): number {
  const rad = Math.PI / 180;
  const dx = (p[0]! - q[0]!) * rad * Math.cos(((p[1]! + q[1]!) / 2) * rad) * 6371008.8;
  const dy = (p[1]! - q[1]!) * rad * 6371008.8;
  return Math.hypot(dx, dy);
}

export interface ShapeRecord {
  /** DBF NAME attribute. */
  name: string;
  /** Rings in the file's coordinates; the writer orders them clockwise (outer) / counter-clockwise (holes). */
  rings: Position[][];
}

/**
 * Writes a polygon Shapefile (.shp, .shx, .dbf; ESRI Shapefile Technical Description, July 1998) into a
 * zip, with an optional .prj. `extraFiles` adds or (with `null`) removes entries, e.g. to drop the .dbf.
 */
export function shapefileZip(records: ShapeRecord[], prj?: string, extraFiles: Record<string, Uint8Array | null> = {}): Uint8Array {
  const files: Record<string, Uint8Array> = {
    'field.shp': writeShp(records, false),
    'field.shx': writeShp(records, true),
    'field.dbf': writeDbf(records.map((r) => r.name)),
  };
  if (prj !== undefined) files['field.prj'] = strToU8(prj);
  for (const [name, bytes] of Object.entries(extraFiles)) {
    if (bytes === null) delete files[name];
    else files[name] = bytes;
  }
  return zipSync(files);
}

function signedArea(ring: Position[]): number {
  let s = 0;
  for (let i = 0; i < ring.length - 1; i++) s += ring[i]![0]! * ring[i + 1]![1]! - ring[i + 1]![0]! * ring[i]![1]!;
  return s / 2;
}

function writeShp(records: ShapeRecord[], index: boolean): Uint8Array {
  const contents = records.map((r) => {
    const rings = r.rings.map((ring, i) => {
      const ccw = signedArea(ring) > 0;
      const wantCw = i === 0;
      return ccw === wantCw ? [...ring].reverse() : ring;
    });
    const points = rings.flat();
    const size = 44 + 4 * rings.length + 16 * points.length;
    const buf = new DataView(new ArrayBuffer(size));
    buf.setInt32(0, 5, true);
    const xs = points.map((p) => p[0]!);
    const ys = points.map((p) => p[1]!);
    [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].forEach((v, i) => buf.setFloat64(4 + 8 * i, v, true));
    buf.setInt32(36, rings.length, true);
    buf.setInt32(40, points.length, true);
    let start = 0;
    rings.forEach((ring, i) => {
      buf.setInt32(44 + 4 * i, start, true);
      start += ring.length;
    });
    points.forEach((p, i) => {
      buf.setFloat64(44 + 4 * rings.length + 16 * i, p[0]!, true);
      buf.setFloat64(44 + 4 * rings.length + 16 * i + 8, p[1]!, true);
    });
    return new Uint8Array(buf.buffer);
  });
  const all = records.flatMap((r) => r.rings.flat());
  const length = index ? 100 + 8 * records.length : 100 + contents.reduce((n, c) => n + 8 + c.length, 0);
  const out = new DataView(new ArrayBuffer(length));
  out.setInt32(0, 9994, false);
  out.setInt32(24, length / 2, false);
  out.setInt32(28, 1000, true);
  out.setInt32(32, 5, true);
  const xs = all.map((p) => p[0]!);
  const ys = all.map((p) => p[1]!);
  [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].forEach((v, i) => out.setFloat64(36 + 8 * i, v, true));
  let offset = 100;
  contents.forEach((c, i) => {
    if (index) {
      out.setInt32(100 + 8 * i, offset / 2, false);
      out.setInt32(104 + 8 * i, c.length / 2, false);
      offset += 8 + c.length;
    } else {
      out.setInt32(offset, i + 1, false);
      out.setInt32(offset + 4, c.length / 2, false);
      new Uint8Array(out.buffer).set(c, offset + 8);
      offset += 8 + c.length;
    }
  });
  return new Uint8Array(out.buffer);
}

/** dBase III table with one 40-character "NAME" column. */
function writeDbf(names: string[]): Uint8Array {
  const width = 40;
  const headerLength = 32 + 32 + 1;
  const recordLength = 1 + width;
  const out = new Uint8Array(headerLength + recordLength * names.length + 1);
  const view = new DataView(out.buffer);
  out[0] = 0x03;
  out.set([124, 1, 1], 1);
  view.setUint32(4, names.length, true);
  view.setUint16(8, headerLength, true);
  view.setUint16(10, recordLength, true);
  out.set(strToU8('NAME'), 32);
  out[32 + 11] = 'C'.charCodeAt(0);
  out[32 + 16] = width;
  out[64] = 0x0d;
  names.forEach((name, i) => {
    const at = headerLength + i * recordLength;
    out.fill(0x20, at, at + recordLength);
    out.set(strToU8(name).subarray(0, width), at + 1);
  });
  out[out.length - 1] = 0x1a;
  return out;
}

/** A single-entry zip whose local and central headers claim `declaredSize` bytes, whatever it really holds. */
export function zipWithDeclaredSize(name: string, content: Uint8Array, declaredSize: number): Uint8Array {
  const zip = zipSync({ [name]: content }, { level: 9 });
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  view.setUint32(22, declaredSize, true); // local file header: uncompressed size
  let eocd = zip.length - 22;
  while (view.getUint32(eocd, true) !== 0x06054b50) eocd--;
  const cd = view.getUint32(eocd + 16, true);
  view.setUint32(cd + 24, declaredSize, true); // central directory: uncompressed size
  return zip;
}

/** The 8-byte PNG signature followed by the start of an IHDR chunk: enough to be a "PNG". */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

/**
 * A valid but hostile border: a comb of `teeth` thin teeth standing on a base strip near Toshka, about
 * 4 corners per tooth, 1 km wide whatever the count, coordinates rounded to 7 decimals (as a client
 * would send them). `horizontal` lays the teeth along latitude, so that their long edges all share one
 * longitude range (the worst case of a sweep over x); `slant` leans every tooth so far that all long
 * edges overlap one another's bounding boxes (the worst case of a box index), still without crossing.
 */
export function combPolygon(teeth: number, options: { slant?: boolean; horizontal?: boolean } = {}): Polygon {
  const w = 0.01 / teeth;
  const h = 0.01;
  const shift = options.slant ? 0.01 : 0;
  const left = (i: number) => i * w;
  const right = (i: number) => i * w + w / 2;
  const local: Position[] = [[0, -0.001], [right(teeth - 1), -0.001]];
  for (let i = teeth - 1; i >= 0; i--) {
    if (i < teeth - 1) local.push([right(i), 0]);
    local.push([right(i) + shift, h], [left(i) + shift, h]);
    if (i > 0) local.push([left(i), 0]);
  }
  if (options.slant) local.push([0, 0]);
  local.push([0, -0.001]);
  const r7 = (v: number) => Math.round(v * 1e7) / 1e7;
  const ring = local.map(([u, v]) => (options.horizontal ? [r7(31.1 + v!), r7(22.7 + u!)] : [r7(31.1 + u!), r7(22.7 + v!)]));
  return { type: 'Polygon', coordinates: [ring] };
}
