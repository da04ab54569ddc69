import { gunzipSync, gzipSync } from 'node:zlib';
import { SATELLITE_BANDS, type BandRasters, type PolygonRings, type RasterGrid, type SatelliteBand } from '@rayyan/agronomy';
import type { FieldRaster } from '../../ports/satellite';

/**
 * A field's raster on one date as stored once through the storage port: gzip of a JSON header line (version, CRS,
 * grid, the field's border in the grid's CRS, the bands present), then each band as little-endian Float32, then the
 * clear mask (one byte a pixel).
 */
export const RASTER_CONTENT_TYPE = 'application/x-rayyan-field-raster+gzip';

interface Header {
  version: 1;
  crs: string;
  grid: RasterGrid;
  polygons: PolygonRings[];
  bands: SatelliteBand[];
}

/** A stored raster, as read back. */
export type StoredFieldRaster = Omit<FieldRaster, 'bytesRead'>;

export function encodeFieldRaster(raster: FieldRaster): Uint8Array {
  const bands = SATELLITE_BANDS.filter((b) => raster.bands[b]);
  const header: Header = { version: 1, crs: raster.crs, grid: raster.grid, polygons: raster.polygons, bands };
  const parts: Buffer[] = [Buffer.from(`${JSON.stringify(header)}\n`, 'utf8')];
  for (const band of bands) {
    const values = raster.bands[band]!;
    parts.push(Buffer.from(values.buffer, values.byteOffset, values.byteLength));
  }
  parts.push(Buffer.from(raster.clear.buffer, raster.clear.byteOffset, raster.clear.byteLength));
  return gzipSync(Buffer.concat(parts), { level: 6 });
}

/** Reads a stored raster back; throws on a file that is not one (wrong header or size). */
export function decodeFieldRaster(data: Uint8Array): StoredFieldRaster {
  const bytes = gunzipSync(data);
  const newline = bytes.indexOf(0x0a);
  if (newline < 0) throw new Error('stored raster has no header');
  const header = JSON.parse(bytes.subarray(0, newline).toString('utf8')) as Header;
  if (header.version !== 1) throw new Error(`stored raster version ${String(header.version)} unknown`);
  const pixels = header.grid.width * header.grid.height;
  if (bytes.length !== newline + 1 + header.bands.length * pixels * 4 + pixels) throw new Error('stored raster has the wrong size');
  // Copied out, so each band is aligned for Float32Array.
  const body = new Uint8Array(bytes.subarray(newline + 1));
  const bands: BandRasters = {};
  header.bands.forEach((band, i) => {
    bands[band] = new Float32Array(body.buffer, i * pixels * 4, pixels);
  });
  const clear = body.subarray(header.bands.length * pixels * 4);
  return { crs: header.crs, grid: header.grid, polygons: header.polygons, bands, clear };
}
