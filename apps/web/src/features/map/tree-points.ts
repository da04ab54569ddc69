import type { BoundaryGeometry, TreeGrid } from '@rayyan/contracts';
import { CATEGORY_COLORS } from '../trees/tree-colors';

/** A tree as a point of the map: where its spot lies in the field's border, coloured like the grid's health layer. */
export interface TreePoint {
  lng: number;
  lat: number;
  color: string;
}

/** Metres per degree of latitude (mean, WGS84), enough to lay a field's rows out over a few hundred metres. */
const M_PER_DEG = 111_320;

/**
 * The field's grid laid over its border. Rows run along `bearingDeg` (degrees clockwise from north, the field's stored
 * grid_bearing_deg) or, when none is stored, along the border's longest edge read west to east (the planting direction
 * of a block laid out as a rectangle). Column 1 is at the start of a row; row 1 is the row on the left of that direction
 * (the north side of rows running east), so a map looked at north up reads like the grid screen: row 1 at the top,
 * column 1 at the left. Rows and columns are evenly spaced over the border's extent in those two directions.
 * Answers the corner of row 1 column 1, the steps from one column and one row to the next in degrees, and the bearing used.
 */
export function gridFrame(border: BoundaryGeometry, rows: number, columns: number, bearingDeg?: number | null) {
  const ring = (border.type === 'Polygon' ? border.coordinates[0] : border.coordinates[0]![0])!;
  const lat0 = ring.reduce((s, p) => s + p[1]!, 0) / ring.length;
  const kx = M_PER_DEG * Math.cos((lat0 * Math.PI) / 180);
  const local = ring.map((p) => [p[0]! * kx, p[1]! * M_PER_DEG] as const);
  const bearing = bearingDeg ?? longestEdgeBearing(local);
  const b = (bearing * Math.PI) / 180;
  // u along the rows (east, north components), w from one row to the next (u turned a quarter clockwise).
  const [ux, uy] = [Math.sin(b), Math.cos(b)];
  const [wx, wy] = [uy, -ux];
  const us = local.map(([x, y]) => x * ux + y * uy);
  const ws = local.map(([x, y]) => x * wx + y * wy);
  const [u0, u1, w0, w1] = [Math.min(...us), Math.max(...us), Math.min(...ws), Math.max(...ws)];
  const du = (u1 - u0) / Math.max(1, columns);
  const dw = (w1 - w0) / Math.max(1, rows);
  const u = u0 + du / 2;
  const w = w0 + dw / 2;
  const origin = [(u * ux + w * wx) / kx, (u * uy + w * wy) / M_PER_DEG] as const;
  const column = [(du * ux) / kx, (du * uy) / M_PER_DEG] as const;
  const row = [(dw * wx) / kx, (dw * wy) / M_PER_DEG] as const;
  return { origin, column, row, bearing };
}

/** The bearing (0 ≤ b < 180, so rows read west to east) of the longest edge of a ring in local metres. */
function longestEdgeBearing(local: (readonly [number, number])[]): number {
  let best = { length: -1, bearing: 90 };
  for (let i = 1; i < local.length; i++) {
    const dx = local[i]![0] - local[i - 1]![0];
    const dy = local[i]![1] - local[i - 1]![1];
    const length = Math.hypot(dx, dy);
    if (length > best.length) best = { length, bearing: (((Math.atan2(dx, dy) * 180) / Math.PI) % 180 + 180) % 180 };
  }
  return best.bearing;
}

/** Every record of the grid as a point in its field (spots without a record are left out), coloured by health. */
export function treePoints(
  border: BoundaryGeometry,
  grid: Pick<TreeGrid, 'rows' | 'columns' | 'health' | 'health_states'>,
  bearingDeg?: number | null,
): TreePoint[] {
  const { origin, column, row } = gridFrame(border, grid.rows, grid.columns, bearingDeg);
  const colors = grid.health_states.map((state) => CATEGORY_COLORS.health[state]);
  const points: TreePoint[] = [];
  for (let i = 0; i < grid.health.length; i++) {
    const code = grid.health[i]!;
    if (code === '.') continue;
    const r = Math.floor(i / grid.columns);
    const c = i % grid.columns;
    points.push({ lng: origin[0] + c * column[0] + r * row[0], lat: origin[1] + c * column[1] + r * row[1], color: colors[parseInt(code, 36)] ?? CATEGORY_COLORS.health.healthy });
  }
  return points;
}
