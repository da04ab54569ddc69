import sharp from 'sharp';
import { indexRaster, pixelCentresInside, type SatelliteIndex } from '@rayyan/agronomy';
import { SATELLITE_MASKED_COLOUR, SATELLITE_OVERLAY_RANGES, SATELLITE_RAMP } from '@rayyan/contracts';
import { decodeFieldRaster } from './field-raster-codec';

/** The overlay is drawn this many pixels across at most (each raster pixel a square block). */
const OVERLAY_MAX_PX = 640;

const rgbOf = (hex: string): [number, number, number] => [parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16)];
const RAMP = SATELLITE_RAMP.map(rgbOf);
const MASKED = rgbOf(SATELLITE_MASKED_COLOUR);

/** The ramp's colour at `t` in [0, 1] (linear between the stops). */
export function rampColour(t: number): [number, number, number] {
  const x = Math.min(1, Math.max(0, t)) * (RAMP.length - 1);
  const i = Math.min(RAMP.length - 2, Math.floor(x));
  const f = x - i;
  const [a, b] = [RAMP[i]!, RAMP[i + 1]!];
  return [Math.round(a[0] + (b[0] - a[0]) * f), Math.round(a[1] + (b[1] - a[1]) * f), Math.round(a[2] + (b[2] - a[2]) * f)];
}

/**
 * A cpu-pool task: the stored raster's index as a PNG, north up, each pixel whose centre lies inside the border
 * coloured by the ramp over the index's range, masked ones grey, the rest transparent; scaled up by whole pixels.
 */
export async function indexOverlayPng({ data, index }: { data: Uint8Array; index: SatelliteIndex }): Promise<Uint8Array> {
  const raster = decodeFieldRaster(data);
  const { width, height } = raster.grid;
  const pixels = width * height;
  const values = indexRaster(index, raster.bands, pixels);
  const inside = pixelCentresInside(raster.grid, raster.polygons);
  const [low, high] = SATELLITE_OVERLAY_RANGES[index];
  const rgba = Buffer.alloc(pixels * 4);
  for (let i = 0; i < pixels; i++) {
    if (!inside[i]) continue;
    const v = values[i]!;
    const clear = raster.clear[i] && Number.isFinite(v);
    const [r, g, b] = clear ? rampColour((v - low) / (high - low)) : MASKED;
    rgba[i * 4] = r;
    rgba[i * 4 + 1] = g;
    rgba[i * 4 + 2] = b;
    rgba[i * 4 + 3] = clear ? 255 : 200;
  }
  const scale = Math.max(1, Math.min(16, Math.floor(OVERLAY_MAX_PX / Math.max(width, height))));
  const png = await sharp(rgba, { raw: { width, height, channels: 4 } })
    .resize(width * scale, height * scale, { kernel: 'nearest' })
    .png({ compressionLevel: 6 })
    .toBuffer();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}
