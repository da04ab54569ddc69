import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import proj4 from 'proj4';
import { fromFile } from 'geotiff';
import type { Polygon } from 'geojson';
import { fieldIndexStatistics } from './satellite-statistics';
import { SatelliteProviderError, type SatelliteField } from './satellite';
import { StacSatelliteProvider } from './stac-satellite';
import { startStacTestServer, type StacTestServer } from './satellite-fixtures/stac-test-server';

const UTM29N = '+proj=utm +zone=29 +datum=WGS84 +units=m +no_defs';
const SCENE = new URL('./satellite-fixtures/sentinel2-29RKH-20200219/', import.meta.url).pathname;

/** A field drawn in WGS84 whose corners are a UTM rectangle (metres), so the test can tell pixel centres inside it by comparison. */
function fieldOverRectangle(minX: number, minY: number, maxX: number, maxY: number): SatelliteField {
  const toLngLat = (x: number, y: number) => proj4(UTM29N, 'EPSG:4326', [x, y]) as [number, number];
  const geometry: Polygon = {
    type: 'Polygon',
    coordinates: [[toLngLat(minX, minY), toLngLat(maxX, minY), toLngLat(maxX, maxY), toLngLat(minX, maxY), toLngLat(minX, minY)]],
  };
  return { id: 'f1', geometry, hd: false, crop: 'wheat', kind: 'crop', seasons: [] };
}

// Over a patch of thin cirrus and cloud (SCL 8-10) beside bare desert (SCL 5); edges between pixel centres.
const RECT = { minX: 265_970, minY: 2_796_120, maxX: 267_910, maxY: 2_797_990 };

/** NDVI statistics computed here from the whole files, without the adapter or the agronomy package. */
async function expectedNdvi() {
  const read = async (name: string) => {
    const image = await (await fromFile(`${SCENE}${name}`)).getImage(0);
    const [data] = (await image.readRasters()) as unknown as ArrayLike<number>[];
    return { data: data!, width: image.getWidth(), origin: image.getOrigin(), res: image.getResolution()[0]! };
  };
  const [red, nir, scl] = await Promise.all([read('B04.tif'), read('B08.tif'), read('SCL.tif')]);
  const masked = new Set([0, 1, 3, 8, 9, 10, 11]);
  const values: number[] = [];
  let pixels = 0;
  for (let row = 0; row < red.width; row++) {
    const y = red.origin[1]! - (row + 0.5) * red.res;
    if (y <= RECT.minY || y >= RECT.maxY) continue;
    for (let col = 0; col < red.width; col++) {
      const x = red.origin[0]! + (col + 0.5) * red.res;
      if (x <= RECT.minX || x >= RECT.maxX) continue;
      pixels++;
      const sclClass = scl.data[Math.floor((red.origin[1]! - y) / scl.res) * scl.width + Math.floor((x - scl.origin[0]!) / scl.res)]!;
      const r = red.data[row * red.width + col]!;
      const n = nir.data[row * nir.width + col]!;
      if (masked.has(sclClass) || r === 0 || n === 0) continue;
      values.push((n * 0.0001 - r * 0.0001) / (n * 0.0001 + r * 0.0001));
    }
  }
  values.sort((a, b) => a - b);
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const q = (p: number) => {
    const h = (values.length - 1) * p;
    const lo = Math.floor(h);
    return values[lo]! + (h - lo) * (values[Math.min(lo + 1, values.length - 1)]! - values[lo]!);
  };
  const std = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length);
  return { mean, min: values[0]!, max: values[values.length - 1]!, std, p10: q(0.1), p50: q(0.5), p90: q(0.9), pixels, valid: values.length };
}

describe('STAC adapter on the local test scene (S2A 29RKH 2020-02-19)', () => {
  let server: StacTestServer;
  let provider: StacSatelliteProvider;
  beforeAll(async () => {
    server = await startStacTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.mode = 'normal';
    server.redBand = 'normal';
    server.searches.length = 0;
    server.rangeRequests.length = 0;
    provider = new StacSatelliteProvider({ apiUrl: server.apiUrl });
  });

  it('finds the 2020-02-19 image date through both search pages and computes NDVI by the pixel-centre rule and the SCL mask', async () => {
    const field = fieldOverRectangle(RECT.minX, RECT.minY, RECT.maxX, RECT.maxY);
    const scenes = await provider.search(field, '2020-02-01', '2020-02-29');
    expect(scenes.map((s) => [s.date, s.id, s.cloudCover])).toEqual([['2020-02-19', 'S2A_29RKH_20200219_0_L2A', 4.051854]]);
    expect(server.searches).toHaveLength(2);
    expect(server.searches[0]).toMatchObject({ collections: ['sentinel-2-c1-l2a'], intersects: field.geometry, datetime: '2020-02-01T00:00:00Z/2020-02-29T23:59:59Z' });
    expect(server.searches[1]).toMatchObject({ collections: ['sentinel-2-c1-l2a'], next: expect.stringContaining('S2A_29RKH_20200219_0_L2A') });

    const raster = await provider.read(scenes[0]!, field);
    const stats = fieldIndexStatistics(raster, 'ndvi');
    const expected = await expectedNdvi();
    expect(expected.valid).toBeGreaterThan(0);
    expect(expected.valid).toBeLessThan(expected.pixels);
    expect(stats.pixels).toBe(expected.pixels);
    expect(stats.valid_pixels).toBe(expected.valid);
    expect(stats.clear_fraction).toBeCloseTo(expected.valid / expected.pixels, 12);
    for (const key of ['mean', 'min', 'max', 'std', 'p10', 'p50', 'p90'] as const) expect(stats[key], key).toBeCloseTo(expected[key], 6);

    // Only the field's window: every request is a byte range, one 512-pixel tile per band, a third of the 11 MB of files.
    expect(server.rangeRequests.every((r) => r.range?.startsWith('bytes='))).toBe(true);
    expect(raster.bytesRead).toBeLessThan(0.4 * 11_120_000);
  });

  it('aligns the 20 m bands to the 10 m grid: each 20 m pixel fills its 2 × 2 block', async () => {
    const field = fieldOverRectangle(RECT.minX, RECT.minY, RECT.maxX, RECT.maxY);
    const [scene] = await provider.search(field, '2020-02-19', '2020-02-19');
    const raster = await provider.read(scene!, field);
    expect(raster.grid.resolutionM).toBe(100);
    const { width } = raster.grid;
    const swir = raster.bands.swir16!;
    // The grid starts on an odd 100 m column of the 200 m grid (x 265,900 = 199,980 + 659 × 100), so pairs are (1,2), (3,4)…
    expect((raster.grid.originX - 199_980) / 100).toBe(659);
    for (let c = 1; c + 1 < width; c += 2) expect(swir[c + 1]).toBe(swir[c]);
    expect(Number.isFinite(swir[1])).toBe(true);
  });

  it('answers no scene for an empty search, and a clear error when the provider fails', async () => {
    const field = fieldOverRectangle(RECT.minX, RECT.minY, RECT.maxX, RECT.maxY);
    server.mode = 'empty';
    expect(await provider.search(field, '2020-02-01', '2020-02-29')).toEqual([]);
    server.mode = 'error';
    await expect(provider.search(field, '2020-02-01', '2020-02-29')).rejects.toMatchObject({ code: 'provider_unavailable', message: 'STAC search answered HTTP 503' });
    const unreachable = new StacSatelliteProvider({ apiUrl: 'http://127.0.0.1:9/v1', timeoutMs: 2_000 });
    await expect(unreachable.search(field, '2020-02-01', '2020-02-29')).rejects.toBeInstanceOf(SatelliteProviderError);
  });

  it('refuses a truncated or corrupt GeoTIFF and a scene that does not cover the field', async () => {
    const field = fieldOverRectangle(RECT.minX, RECT.minY, RECT.maxX, RECT.maxY);
    const [scene] = await provider.search(field, '2020-02-19', '2020-02-19');
    server.redBand = 'truncated';
    // The window lies in the missing 70 % of the file.
    const farField = fieldOverRectangle(290_000, 2_700_000, 291_000, 2_701_000);
    await expect(provider.read(scene!, farField)).rejects.toMatchObject({ code: 'unreadable_raster' });
    server.redBand = 'corrupt';
    await expect(provider.read(scene!, field)).rejects.toMatchObject({ code: 'unreadable_raster' });
    server.redBand = 'normal';
    const elsewhere = fieldOverRectangle(600_000, 2_500_000, 601_000, 2_501_000);
    await expect(provider.read(scene!, elsewhere)).rejects.toMatchObject({ code: 'outside_scene' });
  });

  it('counts no pixel for a field smaller than one pixel, so its date is flagged rather than given a number', async () => {
    const tiny = fieldOverRectangle(266_005, 2_797_005, 266_025, 2_797_025);
    const [scene] = await provider.search(tiny, '2020-02-19', '2020-02-19');
    const stats = fieldIndexStatistics(await provider.read(scene!, tiny), 'ndvi');
    expect(stats).toMatchObject({ pixels: 0, valid_pixels: 0, mean: null, clear_fraction: 0 });
  });
});
