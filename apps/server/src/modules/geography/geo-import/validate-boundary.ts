import rewind from '@turf/rewind';
import type { MultiPolygon, Polygon, Position } from 'geojson';

/** Why a border geometry is refused. */
export type BoundaryProblem = 'empty_geometry' | 'self_intersection' | 'too_few_vertices' | 'out_of_range';

export type ValidateBoundaryResult<G extends Polygon | MultiPolygon = Polygon | MultiPolygon> =
  | { ok: true; geometry: G }
  | { ok: false; code: BoundaryProblem; message: string; location?: [number, number] };

/**
 * Checks and cleans one border before it is stored as PostGIS `geometry(…,4326)`.
 *
 * Cleaning (never changes the shape): drops Z/M, removes consecutive duplicate vertices (GPS loggers and
 * double-clicks produce them), closes open rings (RFC 7946 §3.1.6 requires first = last), and rewinds
 * to RFC 7946 §3.1.6 order — outer rings counter-clockwise, holes clockwise — via @turf/rewind.
 *
 * Refusals, in order:
 * - `empty_geometry`: no geometry, no rings, or a ring that encloses no area;
 * - `out_of_range`: a position outside lon ±180 / lat ±90 (or not a finite number);
 * - `too_few_vertices`: a ring with fewer than 3 distinct corners;
 * - `self_intersection`: two edges cross or touch (bow-tie, spike, hole crossing its shell, parts of a
 *   multipolygon touching), a hole outside its shell, or two parts one inside the other. `location` is
 *   the [lon, lat] of the first problem found, for the map to highlight.
 *
 * Edge crossings are found like turf `kinks` (same segment-pair test and the same exemption for the
 * shared vertex of neighbouring edges), but with a sweep over segments sorted by x instead of kinks'
 * all-pairs loop: at the 100,000-vertex import limit all-pairs would be 5·10⁹ tests, the sweep is
 * O(n log n + k) for real borders. It is stricter than OGC validity (which tolerates a hole touching
 * its shell at one point) because such touches are always digitising mistakes in field borders.
 */
export function validateBoundary<G extends Polygon | MultiPolygon>(geometry: G | null | undefined): ValidateBoundaryResult<G> {
  if (!geometry || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') || !Array.isArray(geometry.coordinates)) {
    return { ok: false, code: 'empty_geometry', message: 'The border is empty: draw or upload a closed area.' };
  }
  const polygons: Position[][][] = geometry.type === 'Polygon' ? [geometry.coordinates] : (geometry as MultiPolygon).coordinates;
  if (polygons.length === 0 || polygons.some((p) => !Array.isArray(p) || p.length === 0)) {
    return { ok: false, code: 'empty_geometry', message: 'The border is empty: draw or upload a closed area.' };
  }

  const cleaned: Position[][][] = [];
  for (const polygon of polygons) {
    const rings: Position[][] = [];
    for (const ring of polygon) {
      if (!Array.isArray(ring) || ring.length === 0) {
        return { ok: false, code: 'empty_geometry', message: 'The border has an empty ring.' };
      }
      for (const p of ring) {
        const [x, y] = Array.isArray(p) ? p : [];
        if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y) || Math.abs(x) > 180 || Math.abs(y) > 90) {
          const location: [number, number] | undefined = typeof x === 'number' && typeof y === 'number' ? [x, y] : undefined;
          return {
            ok: false,
            code: 'out_of_range',
            message: `The point (${String(x)}, ${String(y)}) is outside longitude −180…180 / latitude −90…90; borders must be WGS84 degrees.`,
            ...(location ? { location } : {}),
          };
        }
      }
      const clean = cleanRing(ring);
      if (clean.length < 4) {
        return {
          ok: false,
          code: 'too_few_vertices',
          message: 'A border ring needs at least 3 distinct corners.',
          location: [ring[0]![0]!, ring[0]![1]!],
        };
      }
      rings.push(clean);
    }
    cleaned.push(rings);
  }

  const crossing = findCrossing(cleaned);
  if (crossing) {
    return {
      ok: false,
      code: 'self_intersection',
      message: `The border crosses itself near (${crossing[0].toFixed(6)}, ${crossing[1].toFixed(6)}); redraw it so that no two edges cross or touch.`,
      location: crossing,
    };
  }
  // After the crossing test: a bow-tie's two lobes cancel to zero signed area but is a crossing.
  for (const ring of cleaned.flat()) {
    if (planarArea(ring) === 0) {
      return { ok: false, code: 'empty_geometry', message: 'A border ring encloses no area (all its corners lie on one line).', location: [ring[0]![0]!, ring[0]![1]!] };
    }
  }
  const nesting = findNestingProblem(cleaned);
  if (nesting) {
    return { ok: false, code: 'self_intersection', message: nesting.message, location: nesting.location };
  }

  const rebuilt = (geometry.type === 'Polygon' ? { type: 'Polygon', coordinates: cleaned[0]! } : { type: 'MultiPolygon', coordinates: cleaned }) as G;
  return { ok: true, geometry: rewind(rebuilt, { reverse: false }) as G };
}

/** 2D, no consecutive duplicates, closed. */
function cleanRing(ring: Position[]): Position[] {
  const out: Position[] = [];
  for (const p of ring) {
    const prev = out[out.length - 1];
    if (!prev || prev[0] !== p[0] || prev[1] !== p[1]) out.push([p[0]!, p[1]!]);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) out.push([first[0]!, first[1]!]);
  return out;
}

/** Shoelace in degrees: only its sign and whether it is zero are used. Positive = counter-clockwise. */
function planarArea(ring: Position[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) sum += ring[i]![0]! * ring[i + 1]![1]! - ring[i + 1]![0]! * ring[i]![1]!;
  return sum / 2;
}

interface Segment {
  ring: number;
  index: number;
  ringSegments: number;
  a: Position;
  b: Position;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** First point where two non-neighbouring edges meet, or a spike (an edge doubling back on the previous one). */
function findCrossing(polygons: Position[][][]): [number, number] | null {
  const segments: Segment[] = [];
  let ringId = 0;
  for (const polygon of polygons)
    for (const ring of polygon) {
      const n = ring.length - 1;
      for (let i = 0; i < n; i++) {
        const a = ring[i]!;
        const b = ring[i + 1]!;
        segments.push({
          ring: ringId, index: i, ringSegments: n, a, b,
          minX: Math.min(a[0]!, b[0]!), maxX: Math.max(a[0]!, b[0]!), minY: Math.min(a[1]!, b[1]!), maxY: Math.max(a[1]!, b[1]!),
        });
      }
      ringId++;
    }
  segments.sort((s, t) => s.minX - t.minX);
  let active: Segment[] = [];
  for (const s of segments) {
    active = active.filter((t) => t.maxX >= s.minX);
    for (const t of active) {
      if (t.maxY < s.minY || t.minY > s.maxY) continue;
      const hit = meet(s, t);
      if (hit) return hit;
    }
    active.push(s);
  }
  return null;
}

function neighbours(s: Segment, t: Segment): boolean {
  if (s.ring !== t.ring) return false;
  const d = Math.abs(s.index - t.index);
  return d === 1 || d === s.ringSegments - 1;
}

function cross(o: Position, a: Position, b: Position): number {
  return (a[0]! - o[0]!) * (b[1]! - o[1]!) - (a[1]! - o[1]!) * (b[0]! - o[0]!);
}

function onSegment(p: Position, a: Position, b: Position): boolean {
  return Math.min(a[0]!, b[0]!) <= p[0]! && p[0]! <= Math.max(a[0]!, b[0]!) && Math.min(a[1]!, b[1]!) <= p[1]! && p[1]! <= Math.max(a[1]!, b[1]!);
}

function meet(s: Segment, t: Segment): [number, number] | null {
  const { a: p1, b: p2 } = s;
  const { a: q1, b: q2 } = t;
  const d1 = cross(q1, q2, p1);
  const d2 = cross(q1, q2, p2);
  const d3 = cross(p1, p2, q1);
  const d4 = cross(p1, p2, q2);
  if (neighbours(s, t)) {
    // Neighbours share one vertex; they are only wrong when collinear and doubling back (a spike).
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

function same(a: Position, b: Position): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/** Ray casting (W. R. Franklin, PNPOLY). Edges never touch here, so boundary cases cannot arise. */
function inside(p: Position, ring: Position[]): boolean {
  let c = false;
  for (let i = 0, j = ring.length - 2; i < ring.length - 1; j = i++) {
    const [xi, yi] = ring[i]! as [number, number];
    const [xj, yj] = ring[j]! as [number, number];
    if (yi > p[1]! !== yj > p[1]! && p[0]! < ((xj - xi) * (p[1]! - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
}

/** With no edges meeting, containment of one vertex decides containment of a whole ring. */
function findNestingProblem(polygons: Position[][][]): { message: string; location: [number, number] } | null {
  for (const polygon of polygons) {
    const shell = polygon[0]!;
    for (const hole of polygon.slice(1)) {
      if (!inside(hole[0]!, shell)) return { message: 'A hole of the border lies outside its outer ring.', location: [hole[0]![0]!, hole[0]![1]!] };
    }
    for (const other of polygon.slice(1)) {
      for (const hole of polygon.slice(1)) {
        if (other !== hole && inside(hole[0]!, other)) return { message: 'Two holes of the border are nested.', location: [hole[0]![0]!, hole[0]![1]!] };
      }
    }
  }
  for (let i = 0; i < polygons.length; i++)
    for (let j = 0; j < polygons.length; j++) {
      if (i === j) continue;
      const p = polygons[i]![0]![0]!;
      const other = polygons[j]!;
      // Inside j's shell but not in one of j's holes = the parts overlap (an island in a hole is fine).
      if (inside(p, other[0]!) && !other.slice(1).some((h) => inside(p, h))) {
        return { message: 'Two parts of the border overlap; merge them into one polygon.', location: [p[0]!, p[1]!] };
      }
    }
  return null;
}
