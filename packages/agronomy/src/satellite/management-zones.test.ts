import { describe, expect, it } from 'vitest';
import { boxMean, kMeans1d, managementZones, meanOverDates } from './management-zones';
import { classOutlines } from './raster-outlines';

// A 12 × 12 field in three vertical bands of 4 columns at NDVI 0.2, 0.5 and 0.8, each pixel off by a little (±0.02).
const width = 12;
const band = (i: number) => Math.floor((i % width) / 4);
const jitter = (i: number) => ((i * 7919) % 5) * 0.01 - 0.02;
const values = Float32Array.from({ length: 144 }, (_, i) => [0.2, 0.5, 0.8][band(i)]! + jitter(i));
const inside = new Uint8Array(144).fill(1);

describe('management zones by k-means', () => {
  it('finds the three planted clusters, lowest first, with their area, share and mean', () => {
    const result = managementZones({ values, inside, resolutionM: 10, k: 3 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.zones.map((z) => z.pixels)).toEqual([48, 48, 48]);
    expect(result.zones.map((z) => z.area_m2)).toEqual([4800, 4800, 4800]);
    expect(result.zones.map((z) => z.percent_of_field)).toEqual([100 / 3, 100 / 3, 100 / 3]);
    result.zones.forEach((z, n) => expect(z.mean).toBeCloseTo([0.2, 0.5, 0.8][n]!, 1));
    for (let i = 0; i < 144; i++) expect(result.labels[i]).toBe(band(i) + 1);
  });

  it('is deterministic: the same raster gives the same zones', () => {
    const a = managementZones({ values, inside, resolutionM: 10, k: 5 });
    const b = managementZones({ values, inside, resolutionM: 10, k: 5 });
    expect(a).toEqual(b);
    expect(a.ok && a.zones.length).toBe(5);
  });

  it('refuses, with no figure, when too few pixels were clear', () => {
    const cloudy = Float32Array.from(values, (v, i) => (i < 100 ? NaN : v));
    expect(managementZones({ values: cloudy, inside, resolutionM: 10, k: 3 })).toEqual({ ok: false, reason: 'too_few_clear_pixels', fieldPixels: 144, validPixels: 44 });
    const tiny = Float32Array.from({ length: 20 }, () => 0.5);
    expect(managementZones({ values: tiny, inside: new Uint8Array(20).fill(1), resolutionM: 10, k: 3 }).ok).toBe(false);
    expect(() => managementZones({ values, inside, resolutionM: 10, k: 6 })).toThrow(RangeError);
  });

  it('leaves pixels outside the border out of every zone', () => {
    const half = Uint8Array.from({ length: 144 }, (_, i) => (i < 72 ? 1 : 0));
    const result = managementZones({ values, inside: half, resolutionM: 10, k: 3 });
    expect(result.ok && result.zones.reduce((s, z) => s + z.pixels, 0)).toBe(72);
    expect(result.ok && result.labels[100]).toBe(0);
  });

  it('k-means of one dimension converges to the clusters from quantile starts', () => {
    const { centres, classes } = kMeans1d([1, 1.1, 0.9, 5, 5.2, 4.8, 9, 9.1], 3);
    expect(centres.map((c) => Math.round(c * 10) / 10)).toEqual([1, 5, 9.1]);
    expect([...classes]).toEqual([0, 0, 0, 1, 1, 1, 2, 2]);
  });

  it('averages the clear dates of each pixel', () => {
    const mean = meanOverDates(
      [
        { values: Float32Array.of(0.2, 0.4, NaN), clear: Uint8Array.of(1, 1, 1) },
        { values: Float32Array.of(0.4, 0.9, 0.3), clear: Uint8Array.of(1, 0, 0) },
      ],
      3,
    );
    expect([...mean].map((v) => (Number.isNaN(v) ? v : Math.round(v * 100) / 100))).toEqual([0.3, 0.4, NaN]);
  });
});

describe('outlines of a classified raster', () => {
  it('traces a block as one rectangle with its four corners', () => {
    const labels = Int8Array.from({ length: 144 }, (_, i) => band(i) + 1);
    expect(classOutlines(labels, 12, 12, 2)).toEqual([[[[4, 0], [8, 0], [8, 12], [4, 12], [4, 0]]]]);
  });

  it('keeps a hole as the ring of its polygon and an island inside it as a polygon of its own', () => {
    // 5 × 5 of class 1 with a 3 × 3 hole of class 2 holding one pixel of class 1.
    const labels = Int8Array.from({ length: 25 }, (_, i) => {
      const [c, r] = [i % 5, Math.floor(i / 5)];
      if (c === 2 && r === 2) return 1;
      return c >= 1 && c <= 3 && r >= 1 && r <= 3 ? 2 : 1;
    });
    const polygons = classOutlines(labels, 5, 5, 1);
    expect(polygons).toHaveLength(2);
    const outer = polygons.find((p) => p.length === 2)!;
    expect(outer[0]).toEqual([[0, 0], [5, 0], [5, 5], [0, 5], [0, 0]]);
    expect(outer[1]).toHaveLength(5);
    expect(polygons.find((p) => p.length === 1)![0]).toEqual([[2, 2], [3, 2], [3, 3], [2, 3], [2, 2]]);
  });

  it('gives two rings to pixels touching only at a corner', () => {
    const polygons = classOutlines(Int8Array.of(1, 0, 0, 1), 2, 2, 1);
    expect(polygons).toHaveLength(2);
    expect(polygons.every((p) => p.length === 1 && p[0]!.length === 5)).toBe(true);
  });
});

describe('smoothing before zoning', () => {
  it('averages the valid pixels of the square around each pixel, leaving no-data pixels out', () => {
    // 3 × 3: a speck of 0.9 amid 0.3, one pixel never clear.
    const raster = Float32Array.of(0.3, 0.3, 0.3, 0.3, 0.9, 0.3, 0.3, 0.3, NaN);
    const smooth = boxMean(raster, new Uint8Array(9).fill(1), 3, 3, 1);
    expect(smooth[4]).toBeCloseTo((0.3 * 7 + 0.9) / 8, 6);
    expect(smooth[0]).toBeCloseTo((0.3 * 3 + 0.9) / 4, 6);
    expect(Number.isNaN(smooth[8])).toBe(true);
  });

  it('keeps a lone speck out of its own zone once smoothed, and the zones’ means from the raw values', () => {
    const speckled = Float32Array.from(values, (v, i) => (i === 13 ? 0.8 : v));
    const raw = managementZones({ values: speckled, inside, resolutionM: 10, k: 3 });
    const smoothed = managementZones({ values: speckled, inside, resolutionM: 10, k: 3, smoothing: { width, height: 12, radius: 1 } });
    expect(raw.ok && raw.labels[13]).toBe(3);
    expect(smoothed.ok && smoothed.labels[13]).toBe(1);
    expect(smoothed.ok && smoothed.zones[0]!.mean).toBeGreaterThan(0.2);
  });
});
