import { parseDbf, parseShp } from 'shpjs';
import type { Geometry } from 'geojson';
import { toWgs84FromPrj } from './crs';
import { GEO_IMPORT_LIMITS, GeoImportError } from './errors';
import { assertLonLat, keepPolygons, mapPositions, type BoundaryFeature, type RawFeature } from './polygons';
import { nameFrom } from './read-geojson';
import type { SafeZip, ZipEntry } from './safe-unzip';

/** Entries that are real files of the archive (not folders, macOS resource forks or dot-files). */
export function usableEntries(zip: SafeZip): ZipEntry[] {
  return zip.entries.filter((e) => {
    if (e.isDirectory || e.name.startsWith('__MACOSX/')) return false;
    const base = e.name.split('/').pop() ?? '';
    return base.length > 0 && !base.startsWith('.');
  });
}

/**
 * Reads every Shapefile layer in a zip (ESRI Shapefile Technical Description, 1998).
 *
 * Each `name.shp` needs its `name.dbf` (attributes; the feature name comes from a NAME/name/Name
 * column). `.shx` is optional because records are read sequentially. `.prj` decides the CRS
 * ({@link toWgs84FromPrj}); without one we assume WGS84 and refuse coordinates that cannot be degrees.
 * Geometry decoding (ring orientation → outer rings and holes, Z/M dropped later) is shpjs 6
 * (calvinmetcalf/shapefile-js), the maintained pure-JS reader; we hand it bytes that our zip-bomb-safe
 * reader already inflated instead of letting it unzip the upload itself.
 */
export function readShapefileZip(zip: SafeZip): BoundaryFeature[] {
  const files = usableEntries(zip);
  const byExt = (base: string, ext: string) => files.find((e) => e.name.toLowerCase() === `${base}.${ext}`);
  const layers = files.filter((e) => e.name.toLowerCase().endsWith('.shp')).map((e) => e.name.slice(0, -4).toLowerCase());
  const decoder = new TextDecoder('utf-8');
  const all: BoundaryFeature[] = [];
  let noPolygons: GeoImportError | null = null;
  let rawCount = 0;

  for (const base of layers) {
    const shpEntry = byExt(base, 'shp')!;
    const dbfEntry = byExt(base, 'dbf');
    if (!dbfEntry) {
      throw new GeoImportError('invalid_file', `The Shapefile ${shpEntry.name} has no matching .dbf file; zip the .shp, .shx, .dbf and .prj together.`);
    }
    const prjEntry = byExt(base, 'prj');
    const cpgEntry = byExt(base, 'cpg');
    const shp = zip.read(shpEntry);
    const dbf = zip.read(dbfEntry);
    const prj = prjEntry ? decoder.decode(zip.read(prjEntry)) : null;
    const cpg = cpgEntry ? decoder.decode(zip.read(cpgEntry)).trim() : undefined;

    let geometries: Array<Geometry | null>;
    let records: Array<Record<string, unknown>>;
    try {
      geometries = parseShp(shp);
      records = parseDbf(dbf, cpg);
    } catch {
      throw new GeoImportError('invalid_file', `The Shapefile ${shpEntry.name} is damaged and cannot be read.`);
    }
    rawCount += geometries.length;
    if (rawCount > GEO_IMPORT_LIMITS.maxFeatures) {
      throw new GeoImportError('too_many_features', `The file holds ${rawCount} features; at most ${GEO_IMPORT_LIMITS.maxFeatures} are allowed.`);
    }
    const raw: RawFeature[] = geometries.map((geometry, i) => ({ name: nameFrom(records[i]), geometry }));
    const transform = prj && prj.trim().length > 0 ? toWgs84FromPrj(prj) : null;
    let features: BoundaryFeature[];
    try {
      features = keepPolygons(raw);
    } catch (error) {
      // A layer of points next to a layer of polygons is fine; only refuse if no layer has polygons.
      if (error instanceof GeoImportError && error.code === 'no_polygons') {
        noPolygons = error;
        continue;
      }
      throw error;
    }
    if (transform) features = features.map((f) => ({ ...f, geometry: mapPositions(f.geometry, transform) }));
    assertLonLat(
      features,
      prj ? 'the .prj could not be applied.' : 'the zip has no .prj file, so WGS84 was assumed; include the .prj or export in WGS84 (EPSG:4326).',
    );
    all.push(...features);
    const vertices = all.reduce((n, f) => n + countVertices(f), 0);
    if (vertices > GEO_IMPORT_LIMITS.maxVertices) {
      throw new GeoImportError('too_large', `The borders hold more than ${GEO_IMPORT_LIMITS.maxVertices} vertices; simplify them before uploading.`);
    }
  }
  if (all.length === 0) throw noPolygons ?? new GeoImportError('no_polygons', 'The Shapefile holds no polygons.');
  return all;
}

function countVertices(f: BoundaryFeature): number {
  const polygons = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
  return polygons.reduce((n, p) => n + p.reduce((m, r) => m + r.length, 0), 0);
}
