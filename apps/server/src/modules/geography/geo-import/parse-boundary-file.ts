import { GEO_IMPORT_LIMITS, GeoImportError } from './errors';
import type { BoundaryFeature } from './polygons';
import { readGeoJson } from './read-geojson';
import { readKml } from './read-kml';
import { readShapefileZip, usableEntries } from './read-shapefile';
import { isZip, openZip } from './safe-unzip';

/** The boundary file formats we read. */
export type BoundaryFileFormat = 'geojson' | 'kml' | 'kmz' | 'shapefile';

export interface ParseBoundaryFileInput {
  /** Only used in messages: the format is decided from the bytes, never from the extension. */
  fileName: string;
  bytes: Uint8Array;
  /** What the client said it uploads (e.g. the picker the user chose). A mismatch with the content is refused. */
  declaredType?: BoundaryFileFormat;
}

export interface ParsedBoundaryFile {
  /** WGS84 lon/lat polygons, 2D, in file order; not yet validated — run `validateBoundary` on each. */
  features: BoundaryFeature[];
  format: BoundaryFileFormat;
}

/** Binary signatures of files people upload by mistake, for a clear "this is a PNG" message. */
const KNOWN_BINARY: Array<{ magic: number[]; what: string }> = [
  { magic: [0x89, 0x50, 0x4e, 0x47], what: 'a PNG image' },
  { magic: [0xff, 0xd8, 0xff], what: 'a JPEG image' },
  { magic: [0x47, 0x49, 0x46, 0x38], what: 'a GIF image' },
  { magic: [0x25, 0x50, 0x44, 0x46], what: 'a PDF document' },
  { magic: [0x1f, 0x8b], what: 'a gzip archive' },
  { magic: [0x52, 0x61, 0x72, 0x21], what: 'a RAR archive' },
  { magic: [0x37, 0x7a, 0xbc, 0xaf], what: 'a 7-Zip archive' },
  { magic: [0xd0, 0xcf, 0x11, 0xe0], what: 'an Office document' },
  // Shapefile main file code 9994, big-endian (ESRI technical description, "main file header").
  { magic: [0x00, 0x00, 0x27, 0x0a], what: 'a bare .shp file (upload the .shp, .shx, .dbf and .prj together in one .zip)' },
];

/**
 * Reads an uploaded farm or field border file (product spec §3 "borders drawn on map or uploaded as KML
 * or SHP") into WGS84 lon/lat polygons, ready to be validated and stored as `geometry(…,4326)`
 * (ARCHITECTURE rule 7).
 *
 * The format comes from the CONTENT, not the name (OWASP File Upload Cheat Sheet: "do not trust the
 * extension or Content-Type"):
 * - `PK\x03\x04` zip → KMZ when it holds a `.kml` (KML 2.2 §"KMZ files": the first/`doc.kml` is the
 *   document), a zipped Shapefile when it holds `.shp` + `.dbf`; any other zip is refused;
 * - text starting with `<` whose root element is `<kml>` → KML;
 * - text starting with `{` → GeoJSON (FeatureCollection, Feature or Geometry).
 * Anything else — an image renamed `.kml`, a bare `.shp`, a GPX — is `unsupported_format`.
 *
 * Limits ({@link GEO_IMPORT_LIMITS}): ≤ 10 MB in, ≤ 50 MB and ≤ 100 entries uncompressed, ≤ 5,000
 * features, ≤ 100,000 vertices. Points and lines are ignored; if no polygon remains → `no_polygons`.
 * Altitudes are dropped (borders are 2D). Synchronous and pure: no I/O, no network.
 *
 * @throws {GeoImportError} with a code the API maps to a user message.
 */
export function parseBoundaryFile(input: ParseBoundaryFileInput): ParsedBoundaryFile {
  const { bytes, fileName, declaredType } = input;
  if (bytes.length === 0) throw new GeoImportError('invalid_file', `${fileName} is empty.`);
  if (bytes.length > GEO_IMPORT_LIMITS.maxBytes) {
    throw new GeoImportError('too_large', `${fileName} is larger than ${GEO_IMPORT_LIMITS.maxBytes / (1024 * 1024)} MB.`);
  }
  const result = isZip(bytes) ? parseZip(bytes, fileName) : parseText(bytes, fileName);
  if (declaredType && !compatible(declaredType, result.format)) {
    throw new GeoImportError(
      'unsupported_format',
      `${fileName} was sent as ${label(declaredType)} but its content is ${label(result.format)}.`,
    );
  }
  return result;
}

function parseZip(bytes: Uint8Array, fileName: string): ParsedBoundaryFile {
  const zip = openZip(bytes);
  const files = usableEntries(zip);
  const kmls = files.filter((e) => e.name.toLowerCase().endsWith('.kml'));
  if (kmls.length > 0) {
    // KML 2.2 §"KMZ": the root-level doc.kml, else the first root-level .kml, else the first .kml.
    const rootLevel = kmls.filter((e) => !e.name.includes('/'));
    const main = rootLevel.find((e) => e.name.toLowerCase() === 'doc.kml') ?? rootLevel[0] ?? kmls[0]!;
    const text = decodeText(zip.read(main));
    return { format: 'kmz', features: readKml(text) };
  }
  if (files.some((e) => e.name.toLowerCase().endsWith('.shp'))) {
    return { format: 'shapefile', features: readShapefileZip(zip) };
  }
  throw new GeoImportError(
    'unsupported_format',
    `${fileName} is a zip but holds neither a .kml (KMZ) nor a Shapefile (.shp with its .dbf).`,
  );
}

function parseText(bytes: Uint8Array, fileName: string): ParsedBoundaryFile {
  const known = KNOWN_BINARY.find((k) => k.magic.every((b, i) => bytes[i] === b));
  if (known) throw new GeoImportError('unsupported_format', `${fileName} is ${known.what}, not a GeoJSON, KML, KMZ or zipped Shapefile.`);
  // Text formats never hold NUL bytes in UTF-8; a NUL in the first KB means some other binary file.
  if (bytes.subarray(0, 1024).includes(0)) {
    throw new GeoImportError('unsupported_format', `${fileName} is a binary file, not a GeoJSON, KML, KMZ or zipped Shapefile.`);
  }
  const text = decodeText(bytes);
  const start = text.trimStart();
  if (start.startsWith('{')) return { format: 'geojson', features: readGeoJson(text) };
  if (start.startsWith('<')) return { format: 'kml', features: readKml(text) };
  throw new GeoImportError('unsupported_format', `${fileName} is not a GeoJSON, KML, KMZ or zipped Shapefile.`);
}

/** UTF-8 without the BOM (RFC 8259 §8.1 lets parsers ignore it; XML allows it). */
function decodeText(bytes: Uint8Array): string {
  const text = new TextDecoder('utf-8').decode(bytes);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** KML and KMZ are the same document, zipped or not; people mix the two names up. */
function compatible(declared: BoundaryFileFormat, actual: BoundaryFileFormat): boolean {
  if (declared === actual) return true;
  return (declared === 'kml' || declared === 'kmz') && (actual === 'kml' || actual === 'kmz');
}

function label(format: BoundaryFileFormat): string {
  return { geojson: 'GeoJSON', kml: 'KML', kmz: 'KMZ', shapefile: 'a zipped Shapefile' }[format];
}
