import { strToU8, zipSync } from 'fflate';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { GEO_IMPORT_LIMITS, GeoImportError, type GeoImportErrorCode } from './errors';
import { parseBoundaryFile, type ParseBoundaryFileInput } from './parse-boundary-file';
import {
  EGYPT_1907_PRJ,
  metresBetween,
  PNG_BYTES,
  shapefileZip,
  TOSHKA_FARM,
  utmNorthForward,
  UTM_36N_PRJ,
  WGS84_PRJ,
  zipWithDeclaredSize,
} from './test-fixtures';

function refusal(input: ParseBoundaryFileInput): GeoImportError {
  try {
    parseBoundaryFile(input);
  } catch (error) {
    if (error instanceof GeoImportError) return error;
    throw error;
  }
  throw new Error('expected a GeoImportError');
}

function expectRefused(input: ParseBoundaryFileInput, code: GeoImportErrorCode, message?: RegExp) {
  const error = refusal(input);
  expect(error.code).toBe(code);
  if (message) expect(error.message).toMatch(message);
}

const json = (value: unknown) => strToU8(JSON.stringify(value));
const outerRing = (g: Polygon | MultiPolygon): Position[] => (g.type === 'Polygon' ? g.coordinates[0]! : g.coordinates[0]![0]!);

const KML = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2">
  <Document>
    <Folder>
      <Placemark>
        <name>Toshka farm 7</name>
        <Polygon>
          <outerBoundaryIs><LinearRing><coordinates>
            31.1,22.7,120 31.11,22.7,120 31.11,22.71,120 31.1,22.71,120 31.1,22.7,120
          </coordinates></LinearRing></outerBoundaryIs>
          <innerBoundaryIs><LinearRing><coordinates>
            31.104,22.704 31.104,22.706 31.106,22.706 31.106,22.704 31.104,22.704
          </coordinates></LinearRing></innerBoundaryIs>
        </Polygon>
      </Placemark>
      <Placemark><name>Well</name><Point><coordinates>31.105,22.705,0</coordinates></Point></Placemark>
      <Placemark>
        <name>Pivots</name>
        <MultiGeometry>
          <Polygon><outerBoundaryIs><LinearRing><coordinates>31.2,22.7 31.21,22.7 31.21,22.71 31.2,22.7</coordinates></LinearRing></outerBoundaryIs></Polygon>
          <Polygon><outerBoundaryIs><LinearRing><coordinates>31.3,22.7 31.31,22.7 31.31,22.71 31.3,22.7</coordinates></LinearRing></outerBoundaryIs></Polygon>
          <LineString><coordinates>31.2,22.7 31.3,22.7</coordinates></LineString>
        </MultiGeometry>
      </Placemark>
    </Folder>
  </Document>
</kml>`;

describe('parseBoundaryFile — GeoJSON', () => {
  it('reads a FeatureCollection farm near Toshka with its name', () => {
    const bytes = json({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: { name: 'Toshka 7' }, geometry: TOSHKA_FARM }] });
    const result = parseBoundaryFile({ fileName: 'farm.geojson', bytes });
    expect(result.format).toBe('geojson');
    expect(result.features).toEqual([{ name: 'Toshka 7', geometry: TOSHKA_FARM }]);
  });

  it('reads a bare Feature and a bare Geometry, drops altitude and ignores points', () => {
    const withZ = { type: 'Polygon', coordinates: [TOSHKA_FARM.coordinates[0]!.map(([x, y]) => [x, y, 87.5])] };
    expect(parseBoundaryFile({ fileName: 'a.json', bytes: json({ type: 'Feature', properties: { NAME: 'Z' }, geometry: withZ }) }).features).toEqual([
      { name: 'Z', geometry: TOSHKA_FARM },
    ]);
    expect(parseBoundaryFile({ fileName: 'b.json', bytes: json(TOSHKA_FARM) }).features[0]!.name).toBeNull();
    const mixed = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [31.1, 22.7] } },
        { type: 'Feature', properties: { name: 'kept' }, geometry: TOSHKA_FARM },
      ],
    };
    expect(parseBoundaryFile({ fileName: 'c.json', bytes: json(mixed) }).features.map((f) => f.name)).toEqual(['kept']);
  });

  it('refuses a file of only points and lines with no_polygons', () => {
    const lines = { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [[31.1, 22.7], [31.2, 22.7]] } }] };
    expectRefused({ fileName: 'lines.geojson', bytes: json(lines) }, 'no_polygons');
  });

  it('refuses projected metres posing as GeoJSON degrees, but reprojects a declared legacy UTM crs', () => {
    const utmRing = TOSHKA_FARM.coordinates[0]!.map(([lon, lat]) => utmNorthForward(lon!, lat!, 36));
    expectRefused({ fileName: 'utm.geojson', bytes: json({ type: 'Polygon', coordinates: [utmRing] }) }, 'unsupported_crs', /not WGS84/);
    const legacy = { type: 'FeatureCollection', crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::32636' } }, features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [utmRing] } }] };
    const ring = outerRing(parseBoundaryFile({ fileName: 'legacy.geojson', bytes: json(legacy) }).features[0]!.geometry);
    ring.forEach((p, i) => expect(metresBetween(p, TOSHKA_FARM.coordinates[0]![i]!)).toBeLessThan(1));
    const unknown = { ...legacy, crs: { type: 'name', properties: { name: 'EPSG:22992' } } };
    expectRefused({ fileName: 'legacy.geojson', bytes: json(unknown) }, 'unsupported_crs', /EPSG:22992/);
  });

  it('refuses broken JSON, non-GeoJSON JSON and malformed coordinates', () => {
    expectRefused({ fileName: 'cut.geojson', bytes: strToU8('{"type":"FeatureCollection","features":[') }, 'invalid_file');
    expectRefused({ fileName: 'x.geojson', bytes: json({ hello: 'world' }) }, 'unsupported_format');
    expectRefused({ fileName: 'x.geojson', bytes: json({ type: 'Polygon', coordinates: [[[31.1, 'a'], [31.2, 22.7]]] }) }, 'invalid_geometry');
  });

  it('enforces the feature and vertex limits', () => {
    const many = { type: 'FeatureCollection', features: Array.from({ length: GEO_IMPORT_LIMITS.maxFeatures + 1 }, () => ({ type: 'Feature', properties: {}, geometry: TOSHKA_FARM })) };
    expectRefused({ fileName: 'many.geojson', bytes: json(many) }, 'too_many_features', /5000/);
    const n = GEO_IMPORT_LIMITS.maxVertices + 10;
    const ring = Array.from({ length: n }, (_, i) => [31.1 + 0.01 * Math.cos((2 * Math.PI * i) / n), 22.7 + 0.01 * Math.sin((2 * Math.PI * i) / n)]);
    expectRefused({ fileName: 'dense.geojson', bytes: json({ type: 'Polygon', coordinates: [ring] }) }, 'too_large', /vertices/);
  });
});

describe('parseBoundaryFile — KML and KMZ', () => {
  it('reads Placemark names, holes and MultiGeometry polygons, ignoring points, lines and altitude', () => {
    const result = parseBoundaryFile({ fileName: 'farm.kml', bytes: strToU8(KML) });
    expect(result.format).toBe('kml');
    expect(result.features.map((f) => f.name)).toEqual(['Toshka farm 7', 'Pivots']);
    const farm = result.features[0]!.geometry as Polygon;
    expect(farm.coordinates[0]).toEqual(TOSHKA_FARM.coordinates[0]);
    expect(farm.coordinates).toHaveLength(2);
    expect(result.features[1]!.geometry.type).toBe('MultiPolygon');
    expect((result.features[1]!.geometry as MultiPolygon).coordinates).toHaveLength(2);
  });

  it('reads a KMZ built in the test (doc.kml inside a zip), whatever the file is called', () => {
    const kmz = zipSync({ 'doc.kml': strToU8(KML), 'files/icon.png': PNG_BYTES });
    const result = parseBoundaryFile({ fileName: 'upload.bin', bytes: kmz, declaredType: 'kml' });
    expect(result.format).toBe('kmz');
    expect(result.features[0]!.name).toBe('Toshka farm 7');
    expect(outerRing(result.features[0]!.geometry)).toEqual(TOSHKA_FARM.coordinates[0]);
  });

  it('refuses XML that is not KML, malformed XML and entity declarations', () => {
    expectRefused({ fileName: 'track.kml', bytes: strToU8('<?xml version="1.0"?><gpx version="1.1"></gpx>') }, 'unsupported_format', /<gpx>/);
    expectRefused({ fileName: 'cut.kml', bytes: strToU8(KML.slice(0, 300)) }, 'invalid_file');
    const lol = `<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><kml><Document><name>&b;</name></Document></kml>`;
    expectRefused({ fileName: 'lol.kml', bytes: strToU8(lol) }, 'invalid_file', /entities/);
  });
});

describe('parseBoundaryFile — zipped Shapefile', () => {
  const farmRing = TOSHKA_FARM.coordinates[0]!;
  const hole: Position[] = [[31.104, 22.704], [31.106, 22.704], [31.106, 22.706], [31.104, 22.706], [31.104, 22.704]];

  it('reads a WGS84 Shapefile with NAME attributes, holes, and CCW→CW ring orientation handled', () => {
    const zip = shapefileZip([{ name: 'Field A', rings: [farmRing, hole] }, { name: 'Field B', rings: [[[31.2, 22.7], [31.21, 22.7], [31.21, 22.71], [31.2, 22.7]]] }], WGS84_PRJ);
    const result = parseBoundaryFile({ fileName: 'fields.zip', bytes: zip, declaredType: 'shapefile' });
    expect(result.format).toBe('shapefile');
    expect(result.features.map((f) => f.name)).toEqual(['Field A', 'Field B']);
    const a = result.features[0]!.geometry as Polygon;
    expect(a.type).toBe('Polygon');
    expect(a.coordinates).toHaveLength(2);
    expect(new Set(a.coordinates[0]!.map((p) => p.join()))).toEqual(new Set(farmRing.map((p) => p.join())));
  });

  it('reprojects a UTM zone 36N Shapefile to WGS84 within a metre of the surveyed corners', () => {
    const utm = farmRing.map(([lon, lat]) => utmNorthForward(lon!, lat!, 36));
    // Sanity of the independent formula: the SW corner is ~190 km west of the 33° E central meridian.
    expect(utm[0]![0]).toBeGreaterThan(300_000);
    expect(utm[0]![0]).toBeLessThan(310_000);
    const result = parseBoundaryFile({ fileName: 'utm36.zip', bytes: shapefileZip([{ name: 'Toshka', rings: [utm] }], UTM_36N_PRJ) });
    const ring = outerRing(result.features[0]!.geometry);
    expect(ring).toHaveLength(5);
    // Shapefile rings are clockwise, so compare as sets of corners: each within 1 m of its surveyed twin.
    for (const p of ring) {
      const nearest = Math.min(...farmRing.map((q) => metresBetween(p, q)));
      expect(nearest).toBeLessThan(1);
    }
    expect(metresBetween(ring[0]!, ring[1]!)).toBeGreaterThan(1_000);
  });

  it('refuses a projected Shapefile without .prj, a datum with unknown shift, and a missing .dbf', () => {
    const utm = farmRing.map(([lon, lat]) => utmNorthForward(lon!, lat!, 36));
    expectRefused({ fileName: 'noprj.zip', bytes: shapefileZip([{ name: 'x', rings: [utm] }]) }, 'unsupported_crs', /no \.prj/);
    expectRefused({ fileName: 'egypt.zip', bytes: shapefileZip([{ name: 'x', rings: [farmRing] }], EGYPT_1907_PRJ) }, 'unsupported_crs', /egypt_1907/i);
    expectRefused({ fileName: 'garbage.zip', bytes: shapefileZip([{ name: 'x', rings: [farmRing] }], 'PROJCS["nonsense"') }, 'unsupported_crs');
    expectRefused({ fileName: 'nodbf.zip', bytes: shapefileZip([{ name: 'x', rings: [farmRing] }], WGS84_PRJ, { 'field.dbf': null }) }, 'invalid_file', /\.dbf/);
  });

  it('assumes WGS84 when a lon/lat Shapefile has no .prj', () => {
    const result = parseBoundaryFile({ fileName: 'noprj.zip', bytes: shapefileZip([{ name: 'x', rings: [farmRing] }]) });
    expect(result.features[0]!.name).toBe('x');
  });
});

describe('parseBoundaryFile — content sniffing and limits', () => {
  it('refuses a PNG renamed .kml as unsupported_format', () => {
    expectRefused({ fileName: 'farm.kml', bytes: PNG_BYTES, declaredType: 'kml' }, 'unsupported_format', /PNG/);
  });

  it('refuses a zip that holds neither KML nor a Shapefile, and a bare .shp', () => {
    expectRefused({ fileName: 'farm.zip', bytes: zipSync({ 'readme.txt': strToU8('hello'), 'map.png': PNG_BYTES }) }, 'unsupported_format', /neither/);
    const bare = new Uint8Array([0x00, 0x00, 0x27, 0x0a, ...new Array(96).fill(0)]);
    expectRefused({ fileName: 'farm.shp', bytes: bare }, 'unsupported_format', /zip/);
  });

  it('refuses content that contradicts the declared type', () => {
    expectRefused({ fileName: 'farm.zip', bytes: json(TOSHKA_FARM), declaredType: 'shapefile' }, 'unsupported_format', /GeoJSON/);
  });

  it('stops a zip-bomb entry that declares 1 KB but inflates to megabytes (too_large)', () => {
    const bomb = zipWithDeclaredSize('doc.kml', strToU8(`<kml>${' '.repeat(3_000_000)}</kml>`), 1_000);
    expect(bomb.length).toBeLessThan(20_000);
    expectRefused({ fileName: 'bomb.kmz', bytes: bomb }, 'too_large', /declared size/);
  });

  it('refuses archives that declare more than 50 MB or hold more than 100 entries, and uploads over 10 MB', () => {
    const huge = zipWithDeclaredSize('doc.kml', strToU8(KML), 60 * 1024 * 1024);
    expectRefused({ fileName: 'big.kmz', bytes: huge }, 'too_large', /50 MB/);
    const files = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}.txt`, strToU8('x')]));
    expectRefused({ fileName: 'many.zip', bytes: zipSync(files) }, 'too_large', /101 files/);
    expectRefused({ fileName: 'big.geojson', bytes: new Uint8Array(GEO_IMPORT_LIMITS.maxBytes + 1).fill(0x20) }, 'too_large');
  });

  it('refuses an empty file and plain text', () => {
    expectRefused({ fileName: 'empty.kml', bytes: new Uint8Array(0) }, 'invalid_file');
    expectRefused({ fileName: 'notes.kml', bytes: strToU8('farm borders: see attached') }, 'unsupported_format');
  });
});
