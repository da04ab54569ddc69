import { pixelCentresInside, SATELLITE_INDICES, type IndexStatistics, type SatelliteIndex } from '@rayyan/agronomy';
import type { FieldRaster, SatelliteField, SatelliteScene } from '../../ports/satellite';
import { SimulatedSatelliteProvider } from '../../ports/simulated-satellite';
import { fieldIndexStatistics } from '../../ports/satellite-statistics';
import { encodeFieldRaster } from './field-raster-codec';

/**
 * The CPU part of ingesting one image date, run in the cpu pool (a cpu-pool task: plain data in and out): every
 * index's statistics over the field, its clear share, and the raster encoded once for storage.
 */
export interface FieldImageSummary {
  /** Pixels whose centres lie inside the border, and of those the clear ones. */
  pixels: number;
  clearPixels: number;
  stats: Array<{ index: SatelliteIndex } & IndexStatistics>;
  /** The raster encoded for storage (field-raster-codec.ts). */
  raster: Uint8Array;
  resolutionM: number;
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
  return { pixels, clearPixels, stats, raster: encodeFieldRaster(raster), resolutionM: raster.grid.resolutionM };
}

/** A cpu-pool task for simulated imagery, whose raster is pure computation: generated in the worker as well. */
export async function simulatedFieldImageSummary({ scene, field }: { scene: SatelliteScene; field: SatelliteField }): Promise<FieldImageSummary> {
  return fieldImageSummary(await new SimulatedSatelliteProvider().read(scene, field));
}
