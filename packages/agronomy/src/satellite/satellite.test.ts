import { describe, expect, it } from 'vitest';
import { evi, gndvi, indexRaster, ndmi, ndre, ndvi, ndwi, savi } from './vegetation-indices';
import { indexStatistics, percentileOfSorted, pixelCentresInside } from './field-statistics';
import { isClearScl } from './scene-classification';

describe('vegetation indices', () => {
  it('computes each published formula on a green canopy pixel', () => {
    // Dense wheat canopy: blue 0.03, green 0.07, red 0.04, red edge 0.15, NIR 0.45, NIR narrow 0.46, SWIR 0.20.
    expect(ndvi(0.45, 0.04)).toBeCloseTo(0.41 / 0.49, 12);
    expect(ndre(0.46, 0.15)).toBeCloseTo(0.31 / 0.61, 12);
    expect(ndmi(0.46, 0.2)).toBeCloseTo(0.26 / 0.66, 12);
    expect(ndwi(0.07, 0.45)).toBeCloseTo(-0.38 / 0.52, 12);
    expect(savi(0.45, 0.04)).toBeCloseTo((1.5 * 0.41) / 0.99, 12);
    expect(evi(0.45, 0.04, 0.03)).toBeCloseTo((2.5 * 0.41) / (0.45 + 0.24 - 0.225 + 1), 12);
    expect(gndvi(0.45, 0.07)).toBeCloseTo(0.38 / 0.52, 12);
  });

  it('answers NaN, not a number, where the denominator is zero or a band has no data', () => {
    expect(ndvi(0, 0)).toBeNaN();
    expect(ndvi(NaN, 0.1)).toBeNaN();
    expect(savi(-0.25, -0.25)).toBeNaN();
    const raster = indexRaster('ndre', { nir: Float32Array.of(0.4) }, 1);
    expect(raster[0]).toBeNaN();
  });

  it('open water has a positive NDWI and a negative NDVI', () => {
    expect(ndwi(0.08, 0.02)).toBeGreaterThan(0);
    expect(ndvi(0.02, 0.05)).toBeLessThan(0);
  });
});

describe('scene classification', () => {
  it('keeps vegetation, bare soil, water, dark and unclassified pixels and masks clouds, shadow, cirrus, snow and no data', () => {
    expect([2, 4, 5, 6, 7].every(isClearScl)).toBe(true);
    expect([0, 1, 3, 8, 9, 10, 11, 12, 255].some(isClearScl)).toBe(false);
  });
});

describe('pixel centres inside a border', () => {
  const grid = { originX: 0, originY: 100, resolutionM: 10, width: 10, height: 10 };

  it('takes a pixel when its centre is inside, whatever share of its area is', () => {
    // Square from x 12 to 38, y 62 to 88: centres at 15, 25, 35 and 65, 75, 85.
    const inside = pixelCentresInside(grid, [[[[12, 62], [38, 62], [38, 88], [12, 88], [12, 62]]]]);
    const cells = [...inside].flatMap((v, i) => (v ? [[i % 10, Math.floor(i / 10)]] : []));
    expect(cells).toEqual([1, 2, 3].flatMap((row) => [1, 2, 3].map((col) => [col, row])));
  });

  it('leaves holes out and counts nothing for a field smaller than one pixel between centres', () => {
    const outer: Array<[number, number]> = [[0, 0], [100, 0], [100, 100], [0, 100], [0, 0]];
    const hole: Array<[number, number]> = [[40, 40], [60, 40], [60, 60], [40, 60], [40, 40]];
    const inside = pixelCentresInside(grid, [[outer, hole]]);
    expect(inside.reduce((a, b) => a + b, 0)).toBe(96);
    const tiny = pixelCentresInside(grid, [[[[16, 16], [19, 16], [19, 19], [16, 19], [16, 16]]]]);
    expect(tiny.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('follows a diagonal edge', () => {
    const triangle = pixelCentresInside(grid, [[[[0, 0], [100, 0], [0, 100], [0, 0]]]]);
    // Centre (x, y) inside when x + y < 100: row r (y = 95 - 10 r) keeps columns with 10 c + 5 < 5 + 10 r.
    for (let row = 0; row < 10; row++) {
      const kept = [...triangle.slice(row * 10, row * 10 + 10)].filter(Boolean).length;
      expect(kept).toBe(row);
    }
  });
});

describe('index statistics', () => {
  it('counts inside pixels, valid ones and the clear fraction, with type-7 percentiles', () => {
    const values = Float32Array.from([0.1, 0.2, 0.3, 0.4, 0.5, NaN, 0.9, 0.8]);
    const inside = Uint8Array.from([1, 1, 1, 1, 1, 1, 1, 0]);
    const clear = Uint8Array.from([1, 1, 1, 1, 1, 1, 0, 1]);
    const s = indexStatistics(values, inside, clear);
    expect(s.pixels).toBe(7);
    expect(s.valid_pixels).toBe(5);
    expect(s.clear_fraction).toBeCloseTo(5 / 7, 12);
    expect(s.mean).toBeCloseTo(0.3, 6);
    expect(s.min).toBeCloseTo(0.1, 6);
    expect(s.max).toBeCloseTo(0.5, 6);
    expect(s.std).toBeCloseTo(Math.sqrt(0.02), 6);
    expect(s.p10).toBeCloseTo(0.14, 6);
    expect(s.p50).toBeCloseTo(0.3, 6);
    expect(s.p90).toBeCloseTo(0.46, 6);
    expect(percentileOfSorted([], 0.5)).toBeNaN();
  });

  it('answers no numbers when no pixel is valid', () => {
    const s = indexStatistics(Float32Array.of(0.4, 0.5), Uint8Array.of(1, 1), Uint8Array.of(0, 0));
    expect(s).toMatchObject({ mean: null, p50: null, pixels: 2, valid_pixels: 0, clear_fraction: 0 });
  });
});
