import { gzipSync } from 'node:zlib';
import { pixelCentresInside, SATELLITE_INDICES, SATELLITE_BANDS, type IndexStatistics, type SatelliteIndex } from '@rayyan/agronomy';
import type { FieldRaster } from '../../ports/satellite';
import { fieldIndexStatistics } from '../../ports/satellite-statistics';

/**
 * The CPU part of ingesting one image date, run in the cpu pool (a cpu-pool task: plain data in and out): every
 * index's statistics over the field, its clear share, and the raster encoded once for storage.
 */
export interface FieldImageSummary {
  /** Pixels whose centres lie inside the border, and of those the clear ones. */
  pixels: number;
  clearPixels: number;
  stats: Array<{ index: SatelliteIndex } & IndexStatistics>;
  /** gzip of a JSON header line, then each band as little-endian Float32, then the clear mask (one byte a pixel). */
  raster: Uint8Array;
}

export const RASTER_CONTENT_TYPE = 'application/x-rayyan-field-raster+gzip';

/** Encodes the field's raster for the storage port. */
export function encodeFieldRaster(raster: FieldRaster): Uint8Array {
  const bands = SATELLITE_BANDS.filter((b) => raster.bands[b]);
  const header = Buffer.from(`${JSON.stringify({ version: 1, crs: raster.crs, grid: raster.grid, bands })}\n`, 'utf8');
  const parts: Buffer[] = [header];
  for (const band of bands) {
    const values = raster.bands[band]!;
    parts.push(Buffer.from(values.buffer, values.byteOffset, values.byteLength));
  }
  parts.push(Buffer.from(raster.clear.buffer, raster.clear.byteOffset, raster.clear.byteLength));
  return gzipSync(Buffer.concat(parts), { level: 6 });
}

/** Statistics of every index, the clear share and the encoded raster of one image date. */
export function fieldImageSummary(raster: FieldRaster): FieldImageSummary {
  const inside = pixelCentresInside(raster.grid, raster.polygons);
  let pixels = 0;
  let clearPixels = 0;
  for (let i = 0; i < inside.length; i++) {
    if (!inside[i]) continue;
    pixels++;
    if (raster.clear[i]) clearPixels++;
  }
  const stats = SATELLITE_INDICES.map((index) => ({ index, ...fieldIndexStatistics(raster, index, inside) }));
  return { pixels, clearPixels, stats, raster: encodeFieldRaster(raster) };
}
