import Flatbush from 'flatbush';
import type { Position } from 'geojson';

/**
 * Candidate pairs (segments whose boxes overlap) allowed per segment before the check gives up. A real
 * border's edge overlaps the boxes of a handful of others (its two neighbours, a few long edges); only
 * a drawing of thousands of long parallel slivers — never a field — reaches this, and giving up keeps
 * the worst case linear in the number of vertices instead of quadratic.
 */
export const CANDIDATES_PER_SEGMENT = 64;

/** What {@link RingIndex.findCrossing} found: a crossing's [lon, lat], nothing, or that it gave up. */
export type CrossingResult = { kind: 'crossing'; at: [number, number] } | { kind: 'none' } | { kind: 'too_complex' };

/** Edges of a border's rings in a packed Hilbert R-tree of their bounding boxes (flatbush, V. Agafonkin). */
export interface RingIndex {
  /**
   * First point where two non-neighbouring edges meet (cross, touch or overlap), or a spike (an edge
   * doubling back on the previous one). Edges of different parts of a multipolygon may touch at a point
   * (OGC Simple Features: the parts' boundaries meet in finitely many points; cadastral and district files
   * have parcels meeting at a corner); they may not cross or share a stretch of edge. Same segment-pair test as turf `kinks`, with the shared vertex
   * of neighbouring edges exempt, but each edge is only tested against the edges whose boxes overlap its
   * own: a 10,000-corner comb costs O(n log n) instead of all pairs' 5·10⁷ tests.
   */
  findCrossing(): CrossingResult;
  /**
   * Rings that contain `p` (ray casting, W. R. Franklin's PNPOLY, against the edges the ray can hit
   * only), or null when the work budget is spent. Only meaningful once no edges meet.
   */
  ringsContaining(p: Position): Set<number> | null;
}

/**
 * Indexes the rings (numbered in the order given), each in its part of the multipolygon (`partOf[ring]`,
 * all one part by default). Every answer draws on one work budget of {@link CANDIDATES_PER_SEGMENT}
 * candidate pairs per edge, so no input makes the checks quadratic.
 */
export function indexRings(rings: Position[][], partOf: readonly number[] = []): RingIndex {
  let total = 0;
  for (const ring of rings) total += ring.length - 1;
  const ringOf = new Int32Array(total);
  const indexInRing = new Int32Array(total);
  const ringSize = new Int32Array(total);
  const from: Position[] = new Array(total);
  const to: Position[] = new Array(total);
  const index = new Flatbush(Math.max(total, 1));
  let k = 0;
  rings.forEach((ring, r) => {
    const n = ring.length - 1;
    for (let i = 0; i < n; i++, k++) {
      const a = ring[i]!;
      const b = ring[i + 1]!;
      ringOf[k] = r;
      indexInRing[k] = i;
      ringSize[k] = n;
      from[k] = a;
      to[k] = b;
      index.add(Math.min(a[0]!, b[0]!), Math.min(a[1]!, b[1]!), Math.max(a[0]!, b[0]!), Math.max(a[1]!, b[1]!));
    }
  });
  if (total === 0) index.add(0, 0, 0, 0);
  index.finish();
  let budget = CANDIDATES_PER_SEGMENT * Math.max(total, 16);

  return {
    findCrossing() {
      let hit: [number, number] | null = null;
      let gaveUp = false;
      for (let s = 0; s < total && !hit && !gaveUp; s++) {
        const a = from[s]!;
        const b = to[s]!;
        // The filter tests each candidate pair as the search meets it and collects nothing.
        index.search(Math.min(a[0]!, b[0]!), Math.min(a[1]!, b[1]!), Math.max(a[0]!, b[0]!), Math.max(a[1]!, b[1]!), (t) => {
          if (hit || gaveUp || t <= s) return false;
          if (--budget < 0) {
            gaveUp = true;
            return false;
          }
          const isNeighbour = ringOf[s] === ringOf[t] && neighbourIndices(indexInRing[s]!, indexInRing[t]!, ringSize[s]!);
          const otherPart = (partOf[ringOf[s]!] ?? 0) !== (partOf[ringOf[t]!] ?? 0);
          hit = otherPart ? crossOrShare(a, b, from[t]!, to[t]!) : meet(a, b, from[t]!, to[t]!, isNeighbour);
          return false;
        });
      }
      if (hit) return { kind: 'crossing', at: hit };
      return gaveUp ? { kind: 'too_complex' } : { kind: 'none' };
    },

    ringsContaining(p) {
      const [px, py] = p as [number, number];
      const odd = new Set<number>();
      let gaveUp = false;
      // A ray from p towards +x: only edges whose boxes reach y = py right of px can cross it.
      index.search(px, py, Infinity, py, (t) => {
        if (gaveUp) return false;
        if (--budget < 0) {
          gaveUp = true;
          return false;
        }
        const [xi, yi] = from[t] as [number, number];
        const [xj, yj] = to[t] as [number, number];
        if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) {
          const r = ringOf[t]!;
          if (odd.has(r)) odd.delete(r);
          else odd.add(r);
        }
        return false;
      });
      return gaveUp ? null : odd;
    },
  };
}

function neighbourIndices(i: number, j: number, ringSegments: number): boolean {
  const d = Math.abs(i - j);
  return d === 1 || d === ringSegments - 1;
}

function cross(o: Position, a: Position, b: Position): number {
  return (a[0]! - o[0]!) * (b[1]! - o[1]!) - (a[1]! - o[1]!) * (b[0]! - o[0]!);
}

function onSegment(p: Position, a: Position, b: Position): boolean {
  return Math.min(a[0]!, b[0]!) <= p[0]! && p[0]! <= Math.max(a[0]!, b[0]!) && Math.min(a[1]!, b[1]!) <= p[1]! && p[1]! <= Math.max(a[1]!, b[1]!);
}

function same(a: Position, b: Position): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/** Where segment p1–p2 meets q1–q2; neighbours (sharing one vertex) only count when doubling back. */
function meet(p1: Position, p2: Position, q1: Position, q2: Position, isNeighbour: boolean): [number, number] | null {
  const d1 = cross(q1, q2, p1);
  const d2 = cross(q1, q2, p2);
  const d3 = cross(p1, p2, q1);
  const d4 = cross(p1, p2, q2);
  if (isNeighbour) {
    if (d1 !== 0 || d2 !== 0 || d3 !== 0 || d4 !== 0) return null;
    const shared = same(p1, q1) || same(p1, q2) ? p1 : p2;
    const otherS = same(shared, p1) ? p2 : p1;
    const otherT = same(shared, q1) ? q2 : q1;
    const dot = (otherS[0]! - shared[0]!) * (otherT[0]! - shared[0]!) + (otherS[1]! - shared[1]!) * (otherT[1]! - shared[1]!);
    return dot > 0 ? [shared[0]!, shared[1]!] : null;
  }
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
    const k = d1 / (d1 - d2);
    return [p1[0]! + k * (p2[0]! - p1[0]!), p1[1]! + k * (p2[1]! - p1[1]!)];
  }
  if (d1 === 0 && onSegment(p1, q1, q2)) return [p1[0]!, p1[1]!];
  if (d2 === 0 && onSegment(p2, q1, q2)) return [p2[0]!, p2[1]!];
  if (d3 === 0 && onSegment(q1, p1, p2)) return [q1[0]!, q1[1]!];
  if (d4 === 0 && onSegment(q2, p1, p2)) return [q2[0]!, q2[1]!];
  return null;
}

/**
 * Where edges of two different parts cross, or run along each other for a stretch; null when they miss or
 * only touch at a point (an end of one on the other), which the parts of a multipolygon may.
 */
function crossOrShare(p1: Position, p2: Position, q1: Position, q2: Position): [number, number] | null {
  const d1 = cross(q1, q2, p1);
  const d2 = cross(q1, q2, p2);
  const d3 = cross(p1, p2, q1);
  const d4 = cross(p1, p2, q2);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
    const k = d1 / (d1 - d2);
    return [p1[0]! + k * (p2[0]! - p1[0]!), p1[1]! + k * (p2[1]! - p1[1]!)];
  }
  if (d1 !== 0 || d2 !== 0 || d3 !== 0 || d4 !== 0) return null;
  // On one line: along its longer axis, the overlap of the two edges must be a single point at most.
  const axis = Math.abs(p2[0]! - p1[0]!) >= Math.abs(p2[1]! - p1[1]!) ? 0 : 1;
  const low = Math.max(Math.min(p1[axis]!, p2[axis]!), Math.min(q1[axis]!, q2[axis]!));
  const high = Math.min(Math.max(p1[axis]!, p2[axis]!), Math.max(q1[axis]!, q2[axis]!));
  if (high <= low) return null;
  const start = [p1, p2, q1, q2].find((v) => v[axis] === low)!;
  return [start[0]!, start[1]!];
}
