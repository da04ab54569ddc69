import { indexRaster, indexStatistics, pixelCentresInside, type IndexStatistics, type SatelliteIndex } from '@rayyan/agronomy';
import type { FieldRaster } from './satellite';

/** An index's statistics over the field's pixels (pixel-centre rule), clear by the scene classification. */
export function fieldIndexStatistics(raster: FieldRaster, index: SatelliteIndex, inside?: Uint8Array): IndexStatistics {
  const pixels = raster.grid.width * raster.grid.height;
  return indexStatistics(indexRaster(index, raster.bands, pixels), inside ?? pixelCentresInside(raster.grid, raster.polygons), raster.clear);
}
