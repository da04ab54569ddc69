import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';

/** A border to export: its name, WGS84 geometry and optional extra attributes. */
export interface ExportFeature {
  name: string | null;
  geometry: Polygon | MultiPolygon;
  properties?: Record<string, unknown>;
}

/**
 * Borders as a GeoJSON FeatureCollection (RFC 7946): `properties` are the feature's own plus `name`.
 * Coordinates are copied as they are (already WGS84 lon/lat).
 */
export function toGeoJson(features: ExportFeature[]): FeatureCollection<Polygon | MultiPolygon> {
  return {
    type: 'FeatureCollection',
    features: features.map(
      (f): Feature<Polygon | MultiPolygon> => ({
        type: 'Feature',
        properties: { ...(f.properties ?? {}), name: f.name },
        geometry: f.geometry,
      }),
    ),
  };
}

/**
 * Borders as a KML 2.2 document (OGC 07-147r2): one Placemark per border with `<name>`, attributes as
 * `<ExtendedData><Data>` and a `<Polygon>` (or `<MultiGeometry>` of polygons) with
 * `<outerBoundaryIs>`/`<innerBoundaryIs>` LinearRings. Coordinates are written `lon,lat` with
 * JavaScript's shortest round-trip number format, so parsing the file back gives the same doubles.
 * Google Earth, QGIS and GDAL read the result.
 */
export function toKml(features: ExportFeature[]): string {
  const placemarks = features.map((f) => {
    const name = f.name === null ? '' : `<name>${escapeXml(f.name)}</name>`;
    const entries = Object.entries(f.properties ?? {}).filter(([k, v]) => k !== 'name' && v !== undefined);
    const data =
      entries.length === 0
        ? ''
        : `<ExtendedData>${entries
            .map(([k, v]) => `<Data name="${escapeXml(k)}"><value>${escapeXml(typeof v === 'string' ? v : JSON.stringify(v))}</value></Data>`)
            .join('')}</ExtendedData>`;
    const polygons = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
    const body = polygons.map(polygonKml).join('');
    const geometry = polygons.length === 1 ? body : `<MultiGeometry>${body}</MultiGeometry>`;
    return `<Placemark>${name}${data}${geometry}</Placemark>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<kml xmlns="http://www.opengis.net/kml/2.2">',
    '<Document>',
    ...placemarks,
    '</Document>',
    '</kml>',
    '',
  ].join('\n');
}

function polygonKml(rings: Position[][]): string {
  const [outer, ...inner] = rings;
  const ring = (r: Position[]) => `<LinearRing><coordinates>${r.map((p) => `${p[0]},${p[1]}`).join(' ')}</coordinates></LinearRing>`;
  return (
    `<Polygon><outerBoundaryIs>${ring(outer ?? [])}</outerBoundaryIs>` +
    inner.map((r) => `<innerBoundaryIs>${ring(r)}</innerBoundaryIs>`).join('') +
    '</Polygon>'
  );
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}
