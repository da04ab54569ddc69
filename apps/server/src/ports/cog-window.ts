import { BaseClient, BaseResponse, fromCustomClient, type GeoTIFF, type GeoTIFFImage } from 'geotiff';
import type { RasterGrid } from '@rayyan/agronomy';
import { SatelliteProviderError } from './satellite';

/**
 * Reading one field's window of a Cloud-Optimized GeoTIFF by HTTP range requests: the overview that fits the
 * target grid is picked, only the tiles under the window are fetched, and the band is resampled (nearest
 * neighbour, by pixel centre) onto the target grid, so 20 m bands align with the 10 m grid.
 */

class CountingResponse extends BaseResponse {
  constructor(
    private readonly response: Response,
    private readonly counter: { bytes: number },
  ) {
    super();
  }
  override get status(): number {
    return this.response.status;
  }
  override getHeader(name: string): string | undefined {
    return this.response.headers.get(name) ?? undefined;
  }
  override async getData(): Promise<ArrayBuffer> {
    const data = await this.response.arrayBuffer();
    this.counter.bytes += data.byteLength;
    return data;
  }
}

/** geotiff's HTTP client over an injected fetch, with a time limit, counting the bytes it reads. */
class CountingFetchClient extends BaseClient {
  constructor(
    url: string,
    private readonly fetchFn: typeof fetch,
    private readonly counter: { bytes: number },
    private readonly timeoutMs: number,
  ) {
    super(url);
  }
  override async request({ headers, signal }: { headers?: Record<string, string>; signal?: AbortSignal } = {}): Promise<BaseResponse> {
    const limit = AbortSignal.timeout(this.timeoutMs);
    const response = await this.fetchFn(this.url, { headers, signal: signal ? AbortSignal.any([signal, limit]) : limit });
    return new CountingResponse(response, this.counter);
  }
}

export interface CogReader {
  fetch: typeof fetch;
  timeoutMs: number;
  counter: { bytes: number };
}

/** Opens a remote COG (its header only). Unreachable or unreadable files become a SatelliteProviderError. */
export async function openCog(url: string, { fetch: fetchFn, timeoutMs, counter }: CogReader): Promise<GeoTIFF> {
  try {
    // allowFullFile false: a server that ignores Range is refused rather than sending the whole scene.
    // Blocks of 64 KB: a field's window of a 1024-pixel tile is one or two requests, the header one.
    const options = { allowFullFile: false, blockSize: 65_536 } as Parameters<typeof fromCustomClient>[1];
    return await fromCustomClient(new CountingFetchClient(url, fetchFn, counter, timeoutMs), options);
  } catch (error) {
    throw new SatelliteProviderError('unreadable_raster', `${fileName(url)}: ${(error as Error).message}`);
  }
}

function fileName(url: string): string {
  return url.split('?')[0]!.split('/').pop() ?? url;
}

/** The coarsest image (full resolution or overview) whose pixels are no larger than the target's. */
async function fittingImage(tiff: GeoTIFF, targetResolutionM: number): Promise<{ image: GeoTIFFImage; origin: [number, number]; resolutionM: number }> {
  const full = await tiff.getImage(0);
  const [ox, oy] = full.getOrigin();
  const [rx, ry] = full.getResolution();
  if (!(rx! > 0) || Math.abs(rx! + ry!) > 1e-6 * rx!) throw new SatelliteProviderError('unreadable_raster', 'the raster is not north-up with square pixels');
  let best = { image: full, resolutionM: rx! };
  const count = await tiff.getImageCount();
  for (let i = 1; i < count; i++) {
    const overview = await tiff.getImage(i);
    const r = overview.getResolution(full)[0]!;
    if (r <= targetResolutionM * (1 + 1e-9) && r > best.resolutionM) best = { image: overview, resolutionM: r };
  }
  return { ...best, origin: [ox!, oy!] };
}

/** A band's scale, offset and no-data value, as the STAC item's `raster:bands` says (defaults: 1, 0, the file's). */
export interface BandScaling {
  scale: number;
  offset: number;
  nodata: number | null;
}

/**
 * The band on the target grid: DN × scale + offset, NaN for no data and for pixels outside the image. With
 * `raw`, the DN as stored (for the scene classification).
 */
export async function readBandOnGrid(tiff: GeoTIFF, grid: RasterGrid, scaling: BandScaling, raw = false): Promise<Float32Array> {
  const { image, origin, resolutionM } = await fittingImage(tiff, grid.resolutionM);
  const width = image.getWidth();
  const height = image.getHeight();
  const cols = new Int32Array(grid.width);
  const rows = new Int32Array(grid.height);
  for (let c = 0; c < grid.width; c++) cols[c] = Math.floor((grid.originX + (c + 0.5) * grid.resolutionM - origin[0]) / resolutionM);
  for (let r = 0; r < grid.height; r++) rows[r] = Math.floor((origin[1] - (grid.originY - (r + 0.5) * grid.resolutionM)) / resolutionM);
  const x0 = Math.max(0, cols[0]!);
  const x1 = Math.min(width, cols[grid.width - 1]! + 1);
  const y0 = Math.max(0, rows[0]!);
  const y1 = Math.min(height, rows[grid.height - 1]! + 1);
  const out = new Float32Array(grid.width * grid.height).fill(NaN);
  if (x0 >= x1 || y0 >= y1) return out;
  let window: ArrayLike<number>;
  try {
    const rasters = await image.readRasters({ window: [x0, y0, x1, y1], samples: [0], interleave: false });
    window = (rasters as unknown as ArrayLike<number>[])[0]!;
  } catch (error) {
    if (error instanceof SatelliteProviderError) throw error;
    throw new SatelliteProviderError('unreadable_raster', `raster window unreadable: ${(error as Error).message}`);
  }
  const nodata = scaling.nodata ?? (image.getGDALNoData() as number | null);
  const windowWidth = x1 - x0;
  for (let r = 0; r < grid.height; r++) {
    const row = rows[r]!;
    if (row < y0 || row >= y1) continue;
    for (let c = 0; c < grid.width; c++) {
      const col = cols[c]!;
      if (col < x0 || col >= x1) continue;
      const dn = window[(row - y0) * windowWidth + (col - x0)]!;
      out[r * grid.width + c] = raw ? dn : dn === nodata ? NaN : dn * scaling.scale + scaling.offset;
    }
  }
  return out;
}

/** True when the grid overlaps the image of the first band at all. */
export async function gridOverlapsImage(tiff: GeoTIFF, grid: RasterGrid): Promise<boolean> {
  const full = await tiff.getImage(0);
  const [minX, minY, maxX, maxY] = full.getBoundingBox();
  const gMaxX = grid.originX + grid.width * grid.resolutionM;
  const gMinY = grid.originY - grid.height * grid.resolutionM;
  return grid.originX < maxX! && gMaxX > minX! && gMinY < maxY! && grid.originY > minY!;
}

/** The full-resolution pixel size and origin of a COG, to snap the field's grid to it. */
export async function cogGrid(tiff: GeoTIFF): Promise<{ resolutionM: number; origin: [number, number] }> {
  const full = await tiff.getImage(0);
  const [ox, oy] = full.getOrigin();
  return { resolutionM: full.getResolution()[0]!, origin: [ox!, oy!] };
}
