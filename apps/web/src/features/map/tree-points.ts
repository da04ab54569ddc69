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
 * The field's grid laid over its border: rows run along the border's longest edge (the planting direction of a block
 * laid out as a rectangle), columns across it, evenly spaced over the border's extent in those two directions.
 * Answers the corner of row 1 column 1 and the steps from one column and one row to the next, in degrees.
 */
export function gridFrame(border: BoundaryGeometry, rows: number, columns: number) {
  const ring = (border.type === 'Polygon' ? border.coordinates[0] : border.coordinates[0]![0])!;
  const lat0 = ring.reduce((s, p) => s + p[1]!, 0) / ring.length;
  const kx = M_PER_DEG * Math.cos((lat0 * Math.PI) / 180);
  const local = ring.map((p) => [p[0]! * kx, p[1]! * M_PER_DEG] as const);
  let best = { length: -1, ux: 1, uy: 0 };
  for (let i = 1; i < local.length; i++) {
    const dx = local[i]![0] - local[i - 1]![0];
    const dy = local[i]![1] - local[i - 1]![1];
    const length = Math.hypot(dx, dy);
    if (length > best.length) best = { length, ux: dx / length, uy: dy / length };
  }
  // u along the rows, v across them; the extent of the border in both.
  const { ux, uy } = best;
  const us = local.map(([x, y]) => x * ux + y * uy);
  const vs = local.map(([x, y]) => -x * uy + y * ux);
  const [u0, u1, v0, v1] = [Math.min(...us), Math.max(...us), Math.min(...vs), Math.max(...vs)];
  const toDegrees = (u: number, v: number) => [(u * ux - v * uy) / kx, (u * uy + v * ux) / M_PER_DEG] as const;
  const du = (u1 - u0) / Math.max(1, columns);
  const dv = (v1 - v0) / Math.max(1, rows);
  const origin = toDegrees(u0 + du / 2, v0 + dv / 2);
  const column = [(du * ux) / kx, (du * uy) / M_PER_DEG] as const;
  const row = [(-dv * uy) / kx, (dv * ux) / M_PER_DEG] as const;
  return { origin, column, row };
}

/** Every record of the grid as a point in its field (spots without a record are left out), coloured by health. */
export function treePoints(border: BoundaryGeometry, grid: Pick<TreeGrid, 'rows' | 'columns' | 'health' | 'health_states'>): TreePoint[] {
  const { origin, column, row } = gridFrame(border, grid.rows, grid.columns);
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
