import rewind from '@turf/rewind';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { BORDER_MAX_VERTICES, V } from '@rayyan/contracts';
import { validationMessageText } from '../../../shared/validation-text';
import { indexRings, type RingIndex } from './segment-crossings';

/** Why a border geometry is refused. */
export type BoundaryProblem = 'empty_geometry' | 'self_intersection' | 'too_few_vertices' | 'out_of_range' | 'too_many_vertices' | 'border_too_complex';

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
 * - `too_many_vertices`: more than {@link BORDER_MAX_VERTICES} corners in all rings together (checked
 *   before anything else is read, so a hostile border costs one pass over its ring lengths);
 * - `out_of_range`: a position outside lon ±180 / lat ±90 (or not a finite number);
 * - `too_few_vertices`: a ring with fewer than 3 distinct corners;
 * - `self_intersection`: two edges cross or touch (bow-tie, spike, hole crossing its shell), parts of a
 *   multipolygon crossing or sharing a stretch of edge, a hole outside its shell, or two parts one inside
 *   the other. Parts touching at a corner are valid (OGC). `location` is the [lon, lat] of the first
 *   problem found, for the map to highlight;
 * - `border_too_complex`: the edges overlap one another's extents so much (thousands of long slivers)
 *   that checking them would cost more than `CANDIDATES_PER_SEGMENT` pair tests per edge.
 *
 * Edge crossings are found like turf `kinks` (same segment-pair test and the same exemption for the
 * shared vertex of neighbouring edges), but only between edges whose bounding boxes overlap, found in an
 * R-tree ({@link indexRings}); containment of holes and parts is ray-cast against the same index. Both
 * are O(n log n) for real borders and capped at a linear amount of work for any input. It is stricter
 * than OGC validity (which tolerates a hole touching its shell at one point) because such touches are
 * always digitising mistakes in field borders.
 */
export function validateBoundary<G extends Polygon | MultiPolygon>(geometry: G | null | undefined): ValidateBoundaryResult<G> {
  if (!geometry || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') || !Array.isArray(geometry.coordinates)) {
    return { ok: false, code: 'empty_geometry', message: 'The border is empty: draw or upload a closed area.' };
  }
  const polygons: Position[][][] = geometry.type === 'Polygon' ? [geometry.coordinates] : (geometry as MultiPolygon).coordinates;
  if (polygons.length === 0 || polygons.some((p) => !Array.isArray(p) || p.length === 0)) {
    return { ok: false, code: 'empty_geometry', message: 'The border is empty: draw or upload a closed area.' };
  }
  let vertices = 0;
  // Corners: a closed ring's last position repeats its first.
  for (const polygon of polygons) for (const ring of polygon) vertices += Array.isArray(ring) ? ring.length - 1 : 0;
  if (vertices > BORDER_MAX_VERTICES) return { ok: false, code: 'too_many_vertices', message: validationMessageText(V.too_many_vertices) };

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

  const index = indexRings(cleaned.flat(), cleaned.flatMap((rings, part) => rings.map(() => part)));
  const crossing = index.findCrossing();
  if (crossing.kind === 'too_complex') return tooComplex();
  if (crossing.kind === 'crossing') {
    const [x, y] = crossing.at;
    return {
      ok: false,
      code: 'self_intersection',
      message: `The border crosses itself near (${x.toFixed(6)}, ${y.toFixed(6)}); redraw it so that no two edges cross or touch.`,
      location: crossing.at,
    };
  }
  // After the crossing test: a bow-tie's two lobes cancel to zero signed area but is a crossing.
  for (const ring of cleaned.flat()) {
    if (planarArea(ring) === 0) {
      return { ok: false, code: 'empty_geometry', message: 'A border ring encloses no area (all its corners lie on one line).', location: [ring[0]![0]!, ring[0]![1]!] };
    }
  }
  const nesting = findNestingProblem(cleaned, index);
  if (nesting?.tooComplex) return tooComplex(nesting.location);
  if (nesting && !nesting.tooComplex) {
    return { ok: false, code: 'self_intersection', message: nesting.message, location: nesting.location };
  }

  const rebuilt = (geometry.type === 'Polygon' ? { type: 'Polygon', coordinates: cleaned[0]! } : { type: 'MultiPolygon', coordinates: cleaned }) as G;
  return { ok: true, geometry: rewind(rebuilt, { reverse: false }) as G };
}

function tooComplex(location?: [number, number]): { ok: false; code: BoundaryProblem; message: string; location?: [number, number] } {
  return { ok: false, code: 'border_too_complex', message: validationMessageText(V.border_too_complex), ...(location ? { location } : {}) };
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

/**
 * With no edges meeting, containment of one vertex decides containment of a whole ring: each ring's first
 * vertex is cast against the index (holes inside their shell, no hole in another hole, no part inside
 * another part unless it sits in one of that part's holes).
 */
function findNestingProblem(polygons: Position[][][], index: RingIndex): NestingProblem | null {
  const ringIds: number[][] = [];
  const partsAt = partsPerCorner(polygons);
  let next = 0;
  for (const polygon of polygons) ringIds.push(polygon.map(() => next++));
  for (let i = 0; i < polygons.length; i++) {
    const polygon = polygons[i]!;
    for (let h = 0; h < polygon.length; h++) {
      const p = testVertex(polygon[h]!, partsAt);
      const location: [number, number] = [p[0]!, p[1]!];
      const containing = index.ringsContaining(p);
      if (!containing) return { tooComplex: true, location };
      if (h > 0) {
        if (!containing.has(ringIds[i]![0]!)) return { message: 'A hole of the border lies outside its outer ring.', location };
        if (ringIds[i]!.some((id, other) => other > 0 && other !== h && containing.has(id))) return { message: 'Two holes of the border are nested.', location };
        continue;
      }
      for (let j = 0; j < polygons.length; j++) {
        if (j === i) continue;
        const [shell, ...holes] = ringIds[j]!;
        // Inside j's shell but not in one of j's holes = the parts overlap (an island in a hole is fine).
        if (containing.has(shell!) && !holes.some((id) => containing.has(id))) {
          return { message: 'Two parts of the border overlap; merge them into one polygon.', location };
        }
      }
    }
  }
  return null;
}

const cornerKey = (p: Position) => `${p[0]},${p[1]}`;

/** How many parts have each corner: a corner where parts touch says nothing of which part is inside which. */
function partsPerCorner(polygons: Position[][][]): Map<string, number> {
  const count = new Map<string, number>();
  for (const rings of polygons) {
    for (const key of new Set(rings.flatMap((ring) => ring.map(cornerKey)))) count.set(key, (count.get(key) ?? 0) + 1);
  }
  return count;
}

/** A corner of the ring that no other part shares (its first, when all are shared). */
function testVertex(ring: Position[], partsAt: Map<string, number>): Position {
  return ring.find((p) => partsAt.get(cornerKey(p)) === 1) ?? ring[0]!;
}

type NestingProblem = { message: string; location: [number, number]; tooComplex?: undefined } | { tooComplex: true; location: [number, number] };
