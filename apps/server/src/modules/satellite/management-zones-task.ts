import proj4 from 'proj4';
import { feature, featureCollection } from '@turf/helpers';
import intersect from '@turf/intersect';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { classOutlines, indexRaster, managementZones, meanOverDates, pixelCentresInside, type RasterGrid, type SatelliteIndex } from '@rayyan/agronomy';
import type { SatelliteZone } from '@rayyan/contracts';
import { utmDefinition } from '../../ports/satellite';
import { decodeFieldRaster } from './field-raster-codec';

export interface ZonesTaskResult {
  status: 'ok' | 'too_few_clear_pixels';
  /** Which of the given rasters were averaged (those on the latest one's grid), by position. */
  used: number[];
  fieldPixels: number;
  validPixels: number;
  resolutionM: number;
  zones: SatelliteZone[];
}

/** Zones are classed on the index smoothed over about this radius (2 pixels at 10 m, 7 at 3 m). */
const SMOOTHING_RADIUS_M = 20;

const sameGrid = (a: RasterGrid, b: RasterGrid) =>
  a.originX === b.originX && a.originY === b.originY && a.resolutionM === b.resolutionM && a.width === b.width && a.height === b.height;

/**
 * A cpu-pool task: the management zones of stored rasters (the latest first): the index's mean over the clear dates
 * of each pixel (dates on another grid left out), k-means classes, each zone's outline along the pixel edges, clipped
 * to the border in the grid's CRS and turned into WGS84.
 */
export function managementZonesOfRasters({ rasters, index, k }: { rasters: Uint8Array[]; index: SatelliteIndex; k: number }): ZonesTaskResult {
  const decoded = rasters.map(decodeFieldRaster);
  const latest = decoded[0];
  if (!latest) throw new Error('no raster given');
  const { grid, polygons, crs } = latest;
  const pixels = grid.width * grid.height;
  const used = decoded.flatMap((r, n) => (sameGrid(r.grid, grid) ? [n] : []));
  const dates = used.map((n) => ({ values: indexRaster(index, decoded[n]!.bands, pixels), clear: decoded[n]!.clear }));
  const inside = pixelCentresInside(grid, polygons);
  const smoothing = { width: grid.width, height: grid.height, radius: Math.max(1, Math.round(SMOOTHING_RADIUS_M / grid.resolutionM)) };
  const result = managementZones({ values: meanOverDates(dates, pixels), inside, resolutionM: grid.resolutionM, k, smoothing });
  const base = { used, fieldPixels: result.fieldPixels, validPixels: result.validPixels, resolutionM: grid.resolutionM };
  if (!result.ok) return { ...base, status: result.reason, zones: [] };

  const toLonLat = proj4(utmDefinition(Number(crs.replace('EPSG:', ''))), 'EPSG:4326');
  const border = feature<Polygon | MultiPolygon>({ type: 'MultiPolygon', coordinates: polygons.map((rings) => rings.map((ring) => ring.map(([x, y]) => [x, y]))) });
  const zones = result.zones.map((zone): SatelliteZone => {
    const outlines = classOutlines(result.labels, grid.width, grid.height, zone.zone).map((rings) =>
      rings.map((ring) => ring.map(([c, r]): Position => [grid.originX + c * grid.resolutionM, grid.originY - r * grid.resolutionM])),
    );
    const clipped = intersect(featureCollection([feature<MultiPolygon>({ type: 'MultiPolygon', coordinates: outlines }), border]));
    const geometry = clipped?.geometry;
    const parts = !geometry ? [] : geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    const round = (v: number) => Math.round(v * 1e7) / 1e7;
    return {
      ...zone,
      geometry: {
        type: 'MultiPolygon',
        coordinates: parts.map((rings) => rings.map((ring) => ring.map((p) => (toLonLat.forward([p[0]!, p[1]!]) as number[]).map(round)))),
      },
    };
  });
  return { ...base, status: 'ok', zones };
}
