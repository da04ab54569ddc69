/**
 * Vectorises a classified raster: the outline of one class as polygons along the pixels' edges (each ring traced
 * edge by edge, straight runs merged), in pixel-corner coordinates [column, row] with rows growing down (north up).
 * Outer rings run clockwise on screen (counter-clockwise once rows are turned into northings, as GeoJSON wants)
 * and holes the other way; two pixels touching only at a corner give two rings.
 */

export type PixelRing = Array<[number, number]>;
/** A polygon: its outer ring, then its holes; each ring closed (first point repeated last). */
export type PixelPolygon = PixelRing[];

interface Edge {
  x: number;
  y: number;
  dx: number;
  dy: number;
  used: boolean;
}

const key = (x: number, y: number) => `${x},${y}`;

/** Signed area of a closed ring by the shoelace formula (positive: clockwise on screen). */
function signedArea(ring: PixelRing): number {
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i++) sum += ring[i]![0] * ring[i + 1]![1] - ring[i + 1]![0] * ring[i]![1];
  return sum / 2;
}

/** Even-odd: whether the point lies inside the closed ring (the point is never on it here, see below). */
function insideRing(ring: PixelRing, px: number, py: number): boolean {
  let inside = false;
  for (let i = 0; i + 1 < ring.length; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[i + 1]!;
    if (y1 > py !== y2 > py && px < x1 + ((py - y1) / (y2 - y1)) * (x2 - x1)) inside = !inside;
  }
  return inside;
}

/** The polygons of the pixels labelled `label` in a row-major raster. */
export function classOutlines(labels: ArrayLike<number>, width: number, height: number, label: number): PixelPolygon[] {
  const at = (c: number, r: number) => (c >= 0 && r >= 0 && c < width && r < height ? labels[r * width + c] : undefined);
  const edges = new Map<string, Edge[]>();
  const add = (x: number, y: number, dx: number, dy: number) => {
    const list = edges.get(key(x, y)) ?? [];
    list.push({ x, y, dx, dy, used: false });
    edges.set(key(x, y), list);
  };
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      if (labels[r * width + c] !== label) continue;
      if (at(c, r - 1) !== label) add(c, r, 1, 0);
      if (at(c + 1, r) !== label) add(c + 1, r, 0, 1);
      if (at(c, r + 1) !== label) add(c + 1, r + 1, -1, 0);
      if (at(c - 1, r) !== label) add(c, r + 1, 0, -1);
    }
  }
  const rings: PixelRing[] = [];
  for (const list of edges.values()) {
    for (const first of list) {
      if (first.used) continue;
      const ring: PixelRing = [[first.x, first.y]];
      first.used = true;
      let edge = first;
      for (;;) {
        const nx = edge.x + edge.dx;
        const ny = edge.y + edge.dy;
        const next = (edges.get(key(nx, ny)) ?? []).filter((e) => !e.used || e === first);
        // At a corner shared by two pixels of the class, turn right, towards the pixel just walked along.
        const right = next.find((e) => e.dx === -edge.dy && e.dy === edge.dx);
        const straight = next.find((e) => e.dx === edge.dx && e.dy === edge.dy);
        const following = right ?? straight ?? next[0];
        if (!following || following === first) break;
        // Only corners are kept: a straight run goes on without a new point.
        if (following !== straight) ring.push([nx, ny]);
        following.used = true;
        edge = following;
      }
      // A ring started inside a straight run starts again at its first corner.
      const [a, b, z] = [ring[0]!, ring[1], ring[ring.length - 1]!];
      if (b && ((a[0] === b[0] && a[0] === z[0]) || (a[1] === b[1] && a[1] === z[1]))) ring.shift();
      ring.push([ring[0]![0], ring[0]![1]]);
      rings.push(ring);
    }
  }
  const outers = rings.filter((r) => signedArea(r) > 0).map((ring) => ({ ring, area: signedArea(ring), holes: [] as PixelRing[] }));
  for (const hole of rings.filter((r) => signedArea(r) < 0)) {
    // A vertical edge's midpoint (whole column, half row) lies on no other ring and on no vertex's row.
    const i = hole.findIndex((p, n) => n + 1 < hole.length && p[0] === hole[n + 1]![0]);
    const [px, py] = [hole[i]![0], (hole[i]![1] + hole[i + 1]![1]) / 2];
    const parent = outers.filter((o) => insideRing(o.ring, px, py)).sort((a, b) => a.area - b.area)[0];
    parent?.holes.push(hole);
  }
  return outers.map((o) => [o.ring, ...o.holes]);
}
