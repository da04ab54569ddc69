import { degradedZones, indexRaster, pixelCentresInside, type CropHealthFinding } from '@rayyan/agronomy';
import { decodeFieldRaster } from './field-raster-codec';

/** A cpu-pool task: the degraded vegetation zones of a stored raster's NDVI, against the field's median that date. */
export function degradedZonesOfRaster({ data, median, date }: { data: Uint8Array; median: number; date: string }): CropHealthFinding | null {
  const raster = decodeFieldRaster(data);
  const { width, height, resolutionM } = raster.grid;
  const values = indexRaster('ndvi', raster.bands, width * height);
  return degradedZones({ values, inside: pixelCentresInside(raster.grid, raster.polygons), clear: raster.clear, width, height, resolutionM, median, date });
}
