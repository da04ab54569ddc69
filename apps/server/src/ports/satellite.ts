import proj4 from 'proj4';
import type { Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import type { BandRasters, PolygonRings, RasterGrid } from '@rayyan/agronomy';

/**
 * Satellite imagery as a port (ARCHITECTURE.md): the STAC adapter (Sentinel-2 L2A Cloud-Optimized GeoTIFFs read
 * by HTTP range requests, stac-satellite.ts) and a deterministic simulated adapter for offline use and the demo
 * (simulated-satellite.ts). Only the ingestion job calls a provider; page requests read stored statistics.
 */

export type SatelliteSource = 'stac' | 'simulated';

/** What a provider needs to know of a field: its border (WGS84) and, for the simulated adapter, its crop and season. */
export interface SatelliteField {
  id: string;
  geometry: Polygon | MultiPolygon;
  /** 3 m imagery (spec: Advanced) instead of 10 m; only the simulated adapter has it. */
  hd: boolean;
  crop: string | null;
  /** Trees (palms, citrus) keep a canopy all year; crop fields follow their season. */
  kind: 'crop' | 'tree';
  /** The crop seasons of a crop field (current and past): planting and harvest (expected, or the day it ended). */
  seasons: ReadonlyArray<CropSeasonSpan>;
}

export interface CropSeasonSpan {
  plantingDate: string;
  harvestDate: string | null;
}

/** One acquisition over a field. `ref` is the adapter's own handle (a STAC item, a simulated seed). */
export interface SatelliteScene {
  id: string;
  /** UTC sensing date, YYYY-MM-DD. */
  date: string;
  datetime: string;
  source: SatelliteSource;
  /** The scene's own cloud cover %, when the provider says. */
  cloudCover: number | null;
  ref: unknown;
}

/**
 * The field's window of one scene on one grid: every band resampled to it (reflectance, NaN for no data), `clear`
 * 1 where the scene classification shows the ground and the pixel lies in the scene, and the field's border in
 * the grid's CRS.
 */
export interface FieldRaster {
  crs: string;
  grid: RasterGrid;
  bands: BandRasters;
  clear: Uint8Array;
  polygons: PolygonRings[];
  /** Bytes the adapter read for it (range requests), 0 when simulated. */
  bytesRead: number;
}

export interface SatelliteProvider {
  readonly source: SatelliteSource;
  /** Scenes over the field between two dates (inclusive, YYYY-MM-DD), oldest first. */
  search(field: SatelliteField, from: string, to: string): Promise<SatelliteScene[]>;
  /** The field's window of a scene; only the pixels around the field are read. */
  read(scene: SatelliteScene, field: SatelliteField): Promise<FieldRaster>;
}

export type SatelliteErrorCode = 'provider_unavailable' | 'malformed_response' | 'unreadable_raster' | 'outside_scene' | 'unsupported_crs';

/** Why a provider answer or a raster was refused. */
export class SatelliteProviderError extends Error {
  constructor(
    readonly code: SatelliteErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SatelliteProviderError';
  }
}

/** The proj4 definition of a WGS84 UTM zone's EPSG code (326zz north, 327zz south); other CRSs are refused. */
export function utmDefinition(epsg: number): string {
  const zone = epsg % 100;
  const north = Math.floor(epsg / 100) === 326;
  if (!(north || Math.floor(epsg / 100) === 327) || zone < 1 || zone > 60) {
    throw new SatelliteProviderError('unsupported_crs', `EPSG:${epsg} is not a WGS 84 UTM zone`);
  }
  return `+proj=utm +zone=${zone}${north ? '' : ' +south'} +datum=WGS84 +units=m +no_defs`;
}

/** The EPSG code of the UTM zone holding a longitude and latitude. */
export function utmEpsgAt(lng: number, lat: number): number {
  const zone = Math.min(60, Math.max(1, Math.floor((lng + 180) / 6) + 1));
  return (lat >= 0 ? 32600 : 32700) + zone;
}

/** The field's polygons projected to a UTM zone, each ring a list of [x, y] metres. */
export function projectField(geometry: Polygon | MultiPolygon, epsg: number): PolygonRings[] {
  const converter = proj4('EPSG:4326', utmDefinition(epsg));
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.map((rings) => rings.map((ring) => ring.map((p: Position) => converter.forward([p[0]!, p[1]!]) as [number, number])));
}

/** The bounding box [minX, minY, maxX, maxY] of projected polygons. */
export function ringsBounds(polygons: PolygonRings[]): [number, number, number, number] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const rings of polygons) {
    for (const [x, y] of rings[0] ?? []) {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  return [minX, minY, maxX, maxY];
}

/** A grid of `resolutionM` pixels snapped to multiples of it (plus an offset) that covers the bounds. */
export function gridOver(bounds: [number, number, number, number], resolutionM: number, anchor: [number, number] = [0, 0]): RasterGrid {
  const [minX, minY, maxX, maxY] = bounds;
  const col0 = Math.floor((minX - anchor[0]) / resolutionM);
  const col1 = Math.ceil((maxX - anchor[0]) / resolutionM);
  const row0 = Math.floor((anchor[1] - maxY) / resolutionM);
  const row1 = Math.ceil((anchor[1] - minY) / resolutionM);
  return {
    originX: anchor[0] + col0 * resolutionM,
    originY: anchor[1] - row0 * resolutionM,
    resolutionM,
    width: Math.max(1, col1 - col0),
    height: Math.max(1, row1 - row0),
  };
}

/** The field's centre (mean of the outer ring's corners) in WGS84. */
export function fieldCentre(geometry: Geometry): [number, number] {
  const ring = geometry.type === 'Polygon' ? geometry.coordinates[0] : geometry.type === 'MultiPolygon' ? geometry.coordinates[0]?.[0] : undefined;
  if (!ring?.length) return [0, 0];
  const n = ring.length;
  return [ring.reduce((s, p) => s + p[0]!, 0) / n, ring.reduce((s, p) => s + p[1]!, 0) / n];
}
