import type { MultiPolygon, Polygon, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { validateBoundary } from './validate-boundary';
import { combPolygon, rect, TOSHKA_FARM } from './test-fixtures';

const poly = (...rings: Position[][]): Polygon => ({ type: 'Polygon', coordinates: rings });

function signedArea(ring: Position[]): number {
  let s = 0;
  for (let i = 0; i < ring.length - 1; i++) s += ring[i]![0]! * ring[i + 1]![1]! - ring[i + 1]![0]! * ring[i]![1]!;
  return s / 2;
}

describe('validateBoundary', () => {
  it('accepts the Toshka farm unchanged', () => {
    expect(validateBoundary(TOSHKA_FARM)).toEqual({ ok: true, geometry: TOSHKA_FARM });
  });

  it('cleans: drops Z, removes consecutive duplicates, closes the ring and makes the outer ring CCW, holes CW', () => {
    const clockwiseOpen = poly(
      [[31.1, 22.7, 5], [31.1, 22.71, 5], [31.1, 22.71, 5], [31.11, 22.71], [31.11, 22.7], [31.11, 22.7]],
      [[31.104, 22.704], [31.106, 22.704], [31.106, 22.706], [31.104, 22.706], [31.104, 22.704]], // CCW hole
    );
    const result = validateBoundary(clockwiseOpen);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [outer, hole] = result.geometry.coordinates;
    expect(outer).toHaveLength(5);
    expect(outer![0]).toEqual(outer![4]);
    expect(outer!.every((p) => p.length === 2)).toBe(true);
    expect(signedArea(outer!)).toBeGreaterThan(0);
    expect(signedArea(hole!)).toBeLessThan(0);
  });

  it('refuses a bow-tie with self_intersection at the crossing point', () => {
    const bowTie = poly([[31.1, 22.7], [31.11, 22.71], [31.11, 22.7], [31.1, 22.71], [31.1, 22.7]]);
    const result = validateBoundary(bowTie);
    expect(result).toMatchObject({ ok: false, code: 'self_intersection' });
    if (result.ok) return;
    expect(result.location![0]).toBeCloseTo(31.105, 9);
    expect(result.location![1]).toBeCloseTo(22.705, 9);
    expect(result.message).toMatch(/crosses itself near \(31\.105000, 22\.705000\)/);
  });

  it('refuses a spike, a hole crossing its shell, a hole outside its shell and overlapping multipolygon parts', () => {
    const spike = poly([[0, 0], [2, 0], [2, 2], [1, 2], [1, 3], [1, 1], [0, 2], [0, 0]]);
    expect(validateBoundary(spike)).toMatchObject({ ok: false, code: 'self_intersection' });
    const crossingHole = poly(rect(0, 0, 2, 2).coordinates[0]!, rect(1, 1, 3, 1.5).coordinates[0]!.slice().reverse());
    expect(validateBoundary(crossingHole)).toMatchObject({ ok: false, code: 'self_intersection' });
    const outsideHole = poly(rect(0, 0, 2, 2).coordinates[0]!, rect(3, 3, 4, 4).coordinates[0]!.slice().reverse());
    expect(validateBoundary(outsideHole)).toMatchObject({ ok: false, code: 'self_intersection', message: expect.stringMatching(/outside/) });
    const nested: MultiPolygon = { type: 'MultiPolygon', coordinates: [rect(0, 0, 4, 4).coordinates, rect(1, 1, 2, 2).coordinates] };
    expect(validateBoundary(nested)).toMatchObject({ ok: false, code: 'self_intersection', message: expect.stringMatching(/overlap/) });
  });

  it('accepts a multipolygon of separate pivots and an island inside a hole', () => {
    const separate: MultiPolygon = { type: 'MultiPolygon', coordinates: [rect(0, 0, 1, 1).coordinates, rect(2, 0, 3, 1).coordinates] };
    expect(validateBoundary(separate).ok).toBe(true);
    const island: MultiPolygon = {
      type: 'MultiPolygon',
      coordinates: [[rect(0, 0, 4, 4).coordinates[0]!, rect(1, 1, 3, 3).coordinates[0]!.slice().reverse()], rect(1.5, 1.5, 2.5, 2.5).coordinates],
    };
    expect(validateBoundary(island).ok).toBe(true);
  });

  it('accepts parcels meeting at a corner (valid under OGC), and refuses parts crossing or sharing a stretch of edge', () => {
    // Two fields of a cadastral file meet at (1, 1); a third touches the second's corner from above.
    const corner: MultiPolygon = { type: 'MultiPolygon', coordinates: [rect(0, 0, 1, 1).coordinates, rect(1, 1, 2, 2).coordinates, rect(2, 2, 3, 3).coordinates] };
    expect(validateBoundary(corner).ok).toBe(true);
    // A part's corner on another part's edge (a T at one point) is a touch too.
    const tee: MultiPolygon = { type: 'MultiPolygon', coordinates: [rect(0, 0, 2, 1).coordinates, poly([[1, 1], [1.5, 2], [0.5, 2], [1, 1]]).coordinates] };
    expect(validateBoundary(tee).ok).toBe(true);
    const sharedEdge: MultiPolygon = { type: 'MultiPolygon', coordinates: [rect(0, 0, 1, 1).coordinates, rect(1, 0.5, 2, 1.5).coordinates] };
    expect(validateBoundary(sharedEdge)).toMatchObject({ ok: false, code: 'self_intersection', location: [1, 0.5] });
    const crossing: MultiPolygon = { type: 'MultiPolygon', coordinates: [rect(0, 0, 1, 1).coordinates, rect(0.5, 0.5, 2, 2).coordinates] };
    expect(validateBoundary(crossing)).toMatchObject({ ok: false, code: 'self_intersection' });
    // Touching inside: a part wholly within another, sharing one corner, still overlaps it.
    const inside: MultiPolygon = { type: 'MultiPolygon', coordinates: [rect(0, 0, 4, 4).coordinates, poly([[0, 0], [1, 2], [2, 1], [0, 0]]).coordinates] };
    expect(validateBoundary(inside)).toMatchObject({ ok: false, code: 'self_intersection' });
    // One polygon's own ring still may not touch itself.
    const pinched = poly([[0, 0], [2, 0], [1, 1], [2, 2], [0, 2], [1, 1], [0, 0]]);
    expect(validateBoundary(pinched)).toMatchObject({ ok: false, code: 'self_intersection' });
  });

  it('refuses empty geometries with empty_geometry', () => {
    expect(validateBoundary(null)).toMatchObject({ ok: false, code: 'empty_geometry' });
    expect(validateBoundary(poly())).toMatchObject({ ok: false, code: 'empty_geometry' });
    expect(validateBoundary({ type: 'MultiPolygon', coordinates: [] })).toMatchObject({ ok: false, code: 'empty_geometry' });
    expect(validateBoundary(poly([]))).toMatchObject({ ok: false, code: 'empty_geometry' });
  });

  it('refuses rings with fewer than 3 distinct corners and coordinates out of range', () => {
    expect(validateBoundary(poly([[31.1, 22.7], [31.2, 22.7], [31.2, 22.7], [31.1, 22.7]]))).toMatchObject({ ok: false, code: 'too_few_vertices' });
    const utm = poly([[304832, 2511559], [305859, 2511546], [305873, 2512653], [304832, 2511559]]);
    expect(validateBoundary(utm)).toMatchObject({ ok: false, code: 'out_of_range', location: [304832, 2511559] });
    expect(validateBoundary(poly([[31.1, 22.7], [31.2, Number.NaN], [31.2, 22.8], [31.1, 22.7]]))).toMatchObject({ ok: false, code: 'out_of_range' });
  });

  it('checks a 10,000-vertex border quickly (indexed, not all pairs)', () => {
    const n = 10_000;
    const ring: Position[] = Array.from({ length: n }, (_, i) => [31.1 + 0.01 * Math.cos((2 * Math.PI * i) / n), 22.7 + 0.01 * Math.sin((2 * Math.PI * i) / n)]);
    ring.push(ring[0]!);
    const started = performance.now();
    expect(validateBoundary(poly(ring)).ok).toBe(true);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('checks a 9,600-corner comb (every edge close to thousands of others) in well under a second', () => {
    const comb = combPolygon(2_400, { horizontal: true });
    const started = performance.now();
    expect(validateBoundary(comb).ok).toBe(true);
    expect(validateBoundary(combPolygon(2_400)).ok).toBe(true);
    expect(performance.now() - started).toBeLessThan(1_000);
    // The same comb with one tooth bent across its neighbour is found.
    const ring = comb.coordinates[0]!.map((p) => [...p]);
    ring[10] = [...ring[400]!];
    expect(validateBoundary({ type: 'Polygon', coordinates: [ring] })).toMatchObject({ ok: false, code: 'self_intersection' });
  });

  it('refuses a border of more than 10,000 corners before reading it, saying how many are allowed', () => {
    const comb = combPolygon(10_000);
    const started = performance.now();
    const result = validateBoundary(comb);
    expect(performance.now() - started).toBeLessThan(100);
    expect(result).toMatchObject({ ok: false, code: 'too_many_vertices' });
    expect(!result.ok && result.message).toContain('10,000');
  });

  it('gives up on thousands of long overlapping slivers with border_too_complex instead of testing every pair', () => {
    const slanted = combPolygon(2_400, { slant: true });
    const started = performance.now();
    expect(validateBoundary(slanted)).toMatchObject({ ok: false, code: 'border_too_complex' });
    expect(performance.now() - started).toBeLessThan(1_000);
    // A few slanted teeth are an ordinary (if odd) border.
    expect(validateBoundary(combPolygon(20, { slant: true })).ok).toBe(true);
  });
});
