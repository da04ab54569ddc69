import proj4 from 'proj4';
import type { Position } from 'geojson';
import { GeoImportError } from './errors';

/** Turns a source coordinate into WGS84 [lon, lat]; `null` means "already WGS84 lon/lat". */
export type ToWgs84 = ((p: Position) => Position) | null;

/** proj4's datum kinds (proj4js `src/constants/values.js`). */
const PJD_3PARAM = 1;
const PJD_7PARAM = 2;
const PJD_WGS84 = 4;
const PJD_NODATUM = 5;
/** Semi-major axis shared by WGS84 and GRS80 (ETRS89, NAD83, ITRF realisations agree with WGS84 to ~1 m). */
const WGS84_A = 6378137;

interface Proj4Internals {
  projName?: string;
  datumCode?: string;
  datum?: { datum_type?: number; a?: number };
  a?: number;
}

/**
 * Reads a Shapefile `.prj` (ESRI WKT1) with proj4js and returns the transform to WGS84.
 *
 * Why proj4js: it is the maintained JavaScript port of PROJ (used by OpenLayers, Leaflet plugins and
 * shpjs itself) and parses ESRI WKT, including `WGS_1984_UTM_Zone_36N/37N/38N` — the projections that
 * Egyptian and Saudi survey offices hand out. We call it ourselves instead of letting shpjs do it,
 * because shpjs silently ignores a `.prj` it cannot read and returns raw metres as if they were
 * degrees.
 *
 * Refused (`unsupported_crs`) rather than guessed: WKT proj4 cannot parse; datums whose shift to WGS84
 * is unknown (no TOWGS84 and a non-WGS84/GRS80 ellipsoid — e.g. `Egypt_1907` on Helmert 1906, which
 * would be off by ~100–200 m); grid-shift datums (no grids are loaded).
 */
export function toWgs84FromPrj(prj: string): ToWgs84 {
  let converter: proj4.Converter;
  try {
    converter = proj4(prj.trim(), 'WGS84');
  } catch {
    throw new GeoImportError('unsupported_crs', 'The .prj file describes a coordinate system we cannot read; export the Shapefile in WGS84 (EPSG:4326).');
  }
  const source = (proj4(prj.trim()) as unknown as { oProj?: Proj4Internals }).oProj ?? {};
  const datumType = source.datum?.datum_type;
  const a = source.datum?.a ?? source.a;
  const knownShift =
    datumType === PJD_WGS84 ||
    datumType === PJD_3PARAM ||
    datumType === PJD_7PARAM ||
    (datumType === PJD_NODATUM && a !== undefined && Math.abs(a - WGS84_A) < 0.5);
  if (!knownShift) {
    throw new GeoImportError(
      'unsupported_crs',
      `The .prj uses the datum "${source.datumCode ?? 'unknown'}" without a transformation to WGS84; export the Shapefile in WGS84 (EPSG:4326) or UTM on WGS84.`,
    );
  }
  if (source.projName === 'longlat' && datumType === PJD_WGS84) return null;
  return wrap(converter);
}

/**
 * Reads the legacy GeoJSON (2008) `crs` member. RFC 7946 §4 removed it: GeoJSON is WGS84 lon/lat
 * (CRS84). Old exporters still write it; we accept CRS84/EPSG:4326 (no-op), WGS84 UTM zones
 * (EPSG:326xx north, 327xx south) and Web Mercator (EPSG:3857), and refuse anything else.
 */
export function toWgs84FromGeoJsonCrs(crs: unknown): ToWgs84 {
  if (crs === undefined || crs === null) return null;
  const name = (crs as { properties?: { name?: unknown } }).properties?.name;
  if (typeof name !== 'string') {
    throw new GeoImportError('unsupported_crs', 'The GeoJSON declares a coordinate system we cannot read; GeoJSON must be WGS84 longitude/latitude (RFC 7946).');
  }
  const code = /(?:EPSG:*|crs:*)(\d+|CRS84)$/i.exec(name.trim())?.[1]?.toUpperCase();
  if (code === 'CRS84' || code === '4326') return null;
  if (code === '3857' || code === '900913') return wrap(proj4('EPSG:3857', 'WGS84'));
  const utm = code ? /^32([67])(\d\d)$/.exec(code) : null;
  if (utm && Number(utm[2]) >= 1 && Number(utm[2]) <= 60) {
    const south = utm[1] === '7' ? ' +south' : '';
    return wrap(proj4(`+proj=utm +zone=${Number(utm[2])}${south} +datum=WGS84 +units=m +no_defs`, 'WGS84'));
  }
  throw new GeoImportError('unsupported_crs', `The GeoJSON uses the coordinate system "${name}", which is not supported; export it as WGS84 longitude/latitude (EPSG:4326).`);
}

function wrap(converter: proj4.Converter): (p: Position) => Position {
  return (p) => {
    const out = converter.forward([p[0]!, p[1]!]);
    const lon = out[0];
    const lat = out[1];
    if (lon === undefined || lat === undefined || !Number.isFinite(lon) || !Number.isFinite(lat)) {
      throw new GeoImportError('unsupported_crs', `The coordinate (${p[0]}, ${p[1]}) cannot be converted to WGS84 with the file's coordinate system.`);
    }
    return [lon, lat];
  };
}
