import { DOMParser } from '@xmldom/xmldom';
import { kml } from '@tmcw/togeojson';
import { GeoImportError } from './errors';
import { assertLonLat, keepPolygons, type BoundaryFeature } from './polygons';
import { nameFrom } from './read-geojson';

/**
 * Reads KML 2.2 text (OGC 07-147r2) into polygons.
 *
 * - XML is parsed with @xmldom/xmldom (the maintained W3C DOM for Node; it never fetches external
 *   entities or DTDs, so there is no XXE). We refuse any `<!ENTITY` declaration outright, which also
 *   closes "billion laughs" entity expansion.
 * - KML → GeoJSON is @tmcw/togeojson (Tom MacWright's maintained successor of mapbox/togeojson): it
 *   handles Folders, MultiGeometry (→ GeometryCollection), inner/outer boundaries and altitude.
 *   GroundOverlays also come back as polygons (image footprints) and are dropped: they are not borders.
 * - KML coordinates are always WGS84 lon,lat[,alt] (KML 2.2 §6.2), so no CRS handling is needed, but
 *   out-of-range values are still refused.
 */
export function readKml(text: string): BoundaryFeature[] {
  if (/<!ENTITY/i.test(text)) {
    throw new GeoImportError('invalid_file', 'The KML declares XML entities, which are not allowed.');
  }
  let doc;
  try {
    doc = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(text, 'text/xml');
  } catch {
    throw new GeoImportError('invalid_file', 'The KML file is not well-formed XML; it may be truncated or damaged.');
  }
  const root = doc.documentElement;
  if (!root || root.localName !== 'kml') {
    throw new GeoImportError('unsupported_format', `The XML file is not KML (its root element is <${root?.nodeName ?? 'none'}>).`);
  }
  const collection = kml(doc);
  const raw = collection.features
    .filter((f) => f.properties?.['@geometry-type'] !== 'groundoverlay')
    .map((f) => ({ name: nameFrom(f.properties), geometry: f.geometry }));
  const features = keepPolygons(raw);
  assertLonLat(features, 'KML coordinates must be longitude,latitude in degrees.');
  return features;
}
