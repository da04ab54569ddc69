import { strToU8 } from 'fflate';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { toGeoJson, toKml, type ExportFeature } from './export-boundaries';
import { parseBoundaryFile } from './parse-boundary-file';
import { pivotCircle } from './areas';
import { rect, TOSHKA_FARM } from './test-fixtures';

const withHole: Polygon = {
  type: 'Polygon',
  coordinates: [TOSHKA_FARM.coordinates[0]!, rect(31.104, 22.704, 31.106, 22.706).coordinates[0]!.slice().reverse()],
};
const twoPivots: MultiPolygon = {
  type: 'MultiPolygon',
  coordinates: [pivotCircle({ center: [31.2, 22.7], radiusM: 400 }).coordinates, pivotCircle({ center: [31.21, 22.7], radiusM: 400 }).coordinates],
};
const features: ExportFeature[] = [
  { name: 'Farm <Toshka> & "7"', geometry: withHole, properties: { code: 'TSH-7', areaFeddan: 272.4 } },
  { name: 'Pivots', geometry: twoPivots },
  { name: null, geometry: rect(31.3, 22.7, 31.31, 22.71) },
];

function expectSameCoordinates(actual: Position[][][], expected: Position[][][]) {
  expect(actual.length).toBe(expected.length);
  actual.forEach((polygon, i) =>
    polygon.forEach((ring, j) =>
      ring.forEach((p, k) => {
        expect(Math.abs(p[0]! - expected[i]![j]![k]![0]!)).toBeLessThan(1e-9);
        expect(Math.abs(p[1]! - expected[i]![j]![k]![1]!)).toBeLessThan(1e-9);
      }),
    ),
  );
}
const polygonsOf = (g: Polygon | MultiPolygon) => (g.type === 'Polygon' ? [g.coordinates] : g.coordinates);

describe('toKml / toGeoJson', () => {
  it('writes KML 2.2 with Placemarks, outer and inner boundaries, escaped names and ExtendedData', () => {
    const kml = toKml(features);
    expect(kml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<kml xmlns="http:\/\/www.opengis.net\/kml\/2.2">/);
    expect(kml.match(/<Placemark>/g)).toHaveLength(3);
    expect(kml).toContain('<name>Farm &lt;Toshka&gt; &amp; &quot;7&quot;</name>');
    expect(kml).toContain('<innerBoundaryIs><LinearRing><coordinates>31.104,22.704 ');
    expect(kml).toContain('<Data name="areaFeddan"><value>272.4</value></Data>');
    expect(kml).toContain('<MultiGeometry><Polygon>');
  });

  it('round-trips through KML: export then parse gives the same names and coordinates (1e-9)', () => {
    const parsed = parseBoundaryFile({ fileName: 'export.kml', bytes: strToU8(toKml(features)) });
    expect(parsed.format).toBe('kml');
    expect(parsed.features.map((f) => f.name)).toEqual(['Farm <Toshka> & "7"', 'Pivots', null]);
    parsed.features.forEach((f, i) => {
      expect(f.geometry.type).toBe(features[i]!.geometry.type);
      expectSameCoordinates(polygonsOf(f.geometry), polygonsOf(features[i]!.geometry));
    });
  });

  it('round-trips through GeoJSON and keeps properties', () => {
    const collection = toGeoJson(features);
    expect(collection.features[0]!.properties).toEqual({ code: 'TSH-7', areaFeddan: 272.4, name: 'Farm <Toshka> & "7"' });
    const parsed = parseBoundaryFile({ fileName: 'export.geojson', bytes: strToU8(JSON.stringify(collection)) });
    expect(parsed.features.map((f) => f.name)).toEqual(['Farm <Toshka> & "7"', 'Pivots', null]);
    parsed.features.forEach((f, i) => expectSameCoordinates(polygonsOf(f.geometry), polygonsOf(features[i]!.geometry)));
  });
});
