/**
 * The grid screen's view: where the spot map lies on the canvas. `scale` is the size of a spot in CSS pixels, (`x`,
 * `y`) the canvas position of the map's top-left corner. Right to left, column 1 is the rightmost column of the map.
 */
export interface GridView {
  scale: number;
  x: number;
  y: number;
}

export interface GridSize {
  rows: number;
  columns: number;
}

/** A box of spots, both bounds included (1-based). */
export interface SpotBox {
  fromRow: number;
  toRow: number;
  fromColumn: number;
  toColumn: number;
}

/** Largest spot, in CSS pixels. */
export const MAX_SCALE = 64;

/** The smallest spot size: the whole field fits in a quarter of the canvas at most. */
export const minScale = (grid: GridSize, width: number, height: number) => Math.min(1, fitScale(grid, width, height) / 4);

const fitScale = (grid: GridSize, width: number, height: number) => Math.min(MAX_SCALE, width / Math.max(1, grid.columns), height / Math.max(1, grid.rows));

/** The whole field, centred in a canvas of width × height. */
export function fitView(grid: GridSize, width: number, height: number): GridView {
  const scale = fitScale(grid, width, height);
  return { scale, x: (width - grid.columns * scale) / 2, y: (height - grid.rows * scale) / 2 };
}

/** Keeps at least a quarter of the canvas (or of the map, when smaller) covered by the map. */
export function clampView(view: GridView, grid: GridSize, width: number, height: number): GridView {
  const mapWidth = grid.columns * view.scale;
  const mapHeight = grid.rows * view.scale;
  const keepX = Math.min(mapWidth, width) / 4;
  const keepY = Math.min(mapHeight, height) / 4;
  return { scale: view.scale, x: Math.min(width - keepX, Math.max(keepX - mapWidth, view.x)), y: Math.min(height - keepY, Math.max(keepY - mapHeight, view.y)) };
}

/** Zoomed by `factor` around the canvas point (px, py), which stays over the same spot. */
export function zoomAt(view: GridView, factor: number, px: number, py: number, grid: GridSize, width: number, height: number): GridView {
  const scale = Math.min(MAX_SCALE, Math.max(minScale(grid, width, height), view.scale * factor));
  const k = scale / view.scale;
  return clampView({ scale, x: px - (px - view.x) * k, y: py - (py - view.y) * k }, grid, width, height);
}

/** The 1-based column drawn at map pixel column `index` (0 at the map's left edge). */
export const columnAt = (index: number, columns: number, rtl: boolean) => (rtl ? columns - index : index + 1);

/** The spot under the canvas point (px, py), or null outside the map. */
export function spotAt(view: GridView, px: number, py: number, grid: GridSize, rtl: boolean): { row: number; column: number } | null {
  const ci = Math.floor((px - view.x) / view.scale);
  const ri = Math.floor((py - view.y) / view.scale);
  if (ci < 0 || ri < 0 || ci >= grid.columns || ri >= grid.rows) return null;
  return { row: ri + 1, column: columnAt(ci, grid.columns, rtl) };
}

/** The spot under a point, pulled onto the map's nearest spot when outside it (a box dragged past an edge). */
export function nearestSpot(view: GridView, px: number, py: number, grid: GridSize, rtl: boolean): { row: number; column: number } {
  const ci = Math.min(grid.columns - 1, Math.max(0, Math.floor((px - view.x) / view.scale)));
  const ri = Math.min(grid.rows - 1, Math.max(0, Math.floor((py - view.y) / view.scale)));
  return { row: ri + 1, column: columnAt(ci, grid.columns, rtl) };
}

/** The box spanned by two spots. */
export const boxOf = (a: { row: number; column: number }, b: { row: number; column: number }): SpotBox => ({
  fromRow: Math.min(a.row, b.row),
  toRow: Math.max(a.row, b.row),
  fromColumn: Math.min(a.column, b.column),
  toColumn: Math.max(a.column, b.column),
});

/** The canvas rectangle of a box of spots. */
export function boxRect(view: GridView, box: SpotBox, grid: GridSize, rtl: boolean): { x: number; y: number; width: number; height: number } {
  const left = rtl ? grid.columns - box.toColumn : box.fromColumn - 1;
  const columns = box.toColumn - box.fromColumn + 1;
  return { x: view.x + left * view.scale, y: view.y + (box.fromRow - 1) * view.scale, width: columns * view.scale, height: (box.toRow - box.fromRow + 1) * view.scale };
}

const STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000];

/**
 * The numbered ticks of a ruler along `count` rows or columns: every `step`-th line (and the first), at the canvas
 * position of the line's centre, only those inside 0..length. `step` keeps labels `spacing` pixels apart at least.
 * `reversed`: line 1 at the far end (columns right to left).
 */
export function rulerTicks(offset: number, scale: number, count: number, length: number, spacing: number, reversed = false): { line: number; at: number }[] {
  const step = STEPS.find((s) => s * scale >= spacing) ?? STEPS.at(-1)!;
  const first = Math.max(0, Math.floor(-offset / scale));
  const last = Math.min(count - 1, Math.ceil((length - offset) / scale));
  const ticks: { line: number; at: number }[] = [];
  for (let index = first; index <= last; index++) {
    const line = reversed ? count - index : index + 1;
    // Line 1 always (where the count starts), then every step-th line not crowding it.
    if (line !== 1 && (line % step !== 0 || (line - 1) * scale < spacing)) continue;
    const at = offset + (index + 0.5) * scale;
    if (at >= 0 && at <= length) ticks.push({ line, at });
  }
  return ticks;
}
