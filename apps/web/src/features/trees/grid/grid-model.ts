import { ROOT_ZONE_STATUSES, type TreeGrid } from '@rayyan/contracts';
import { CATEGORY_COLORS, VARIETY_COLORS } from '../tree-colors';

/** What colours the spots: a layer of the grid answer, or the field's irrigation status (one for the whole field). */
export const COLOURINGS = ['health', 'spot', 'drips', 'irrigation', 'variety'] as const;
export type Colouring = (typeof COLOURINGS)[number];

/** The code of a spot without a record in a layer. */
export const NO_RECORD = 255;

/** The grid answer as typed arrays: one byte per spot and layer (the index in the layer's list, NO_RECORD without a record). */
export interface GridModel {
  rows: number;
  columns: number;
  trees: number;
  health: Uint8Array;
  spot: Uint8Array;
  drips: Uint8Array;
  variety: Uint8Array;
  /** Lists the layers index (from the answer). */
  lists: Pick<TreeGrid, 'health_states' | 'spot_states' | 'drips_statuses' | 'varieties'>;
}

/** One layer string of the answer (base-36 digits, `.` without a record) as bytes. */
function layerBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    bytes[i] = c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 122 ? c - 87 : NO_RECORD;
  }
  return bytes;
}

export function gridModel(grid: TreeGrid): GridModel {
  return {
    rows: grid.rows,
    columns: grid.columns,
    trees: grid.trees,
    health: layerBytes(grid.health),
    spot: layerBytes(grid.spot),
    drips: layerBytes(grid.drips),
    variety: layerBytes(grid.variety),
    lists: { health_states: grid.health_states, spot_states: grid.spot_states, drips_statuses: grid.drips_statuses, varieties: grid.varieties },
  };
}

/** Spot index of a 1-based row and column. */
export const spotIndex = (model: Pick<GridModel, 'columns'>, row: number, column: number) => (row - 1) * model.columns + column - 1;

/** A category of a colouring: its key (for its label), its colour, and how many spots have it. */
export interface LegendItem {
  key: string;
  color: string;
  count: number;
}

/** A spot without a record (nothing stands there): the page's background shows through, lightly marked. */
export const NO_RECORD_COLOR = '#e9ecef';

/** The field's root zone status today (from its stored irrigation advice), coloured on every living palm. */
export type FieldIrrigation = (typeof ROOT_ZONE_STATUSES)[number] | null;

/**
 * How a colouring paints the spots: `colorOf(spot)` gives a palette index for each spot (or -1: no record), `palette`
 * the colours by index, `keys` the categories' keys in legend order.
 */
export interface Painter {
  keys: string[];
  palette: string[];
  colorOf: (spot: number) => number;
}

export function painterFor(model: GridModel, colouring: Colouring, irrigation: FieldIrrigation): Painter {
  const layerPainter = (layer: Uint8Array, keys: string[], colors: Record<string, string>): Painter => ({
    keys,
    palette: keys.map((key) => colors[key] ?? NO_RECORD_COLOR),
    colorOf: (spot) => (layer[spot] === NO_RECORD ? -1 : layer[spot]!),
  });
  if (colouring === 'health') return layerPainter(model.health, model.lists.health_states, CATEGORY_COLORS.health);
  if (colouring === 'spot') return layerPainter(model.spot, model.lists.spot_states, CATEGORY_COLORS.spot);
  if (colouring === 'drips') return layerPainter(model.drips, model.lists.drips_statuses, CATEGORY_COLORS.drips);
  if (colouring === 'variety') {
    // Codes: the field's varieties by index, then one for another variety and one for none (see treeGridSchema).
    const names = model.lists.varieties;
    const shown = names.slice(0, VARIETY_COLORS.length - 2);
    const other = shown.length;
    const present = new Set<number>();
    for (const code of model.variety) if (code !== NO_RECORD) present.add(code);
    const hasOther = [...present].some((code) => code >= shown.length && code <= names.length);
    const keys = [...shown, ...(hasOther ? ['other_varieties'] : []), ...(present.has(names.length + 1) ? ['no_variety'] : [])];
    const colors = [...shown.map((_name, i) => VARIETY_COLORS[i]!), ...(hasOther ? [VARIETY_COLORS.at(-2)!] : []), ...(present.has(names.length + 1) ? [VARIETY_COLORS.at(-1)!] : [])];
    return {
      keys,
      palette: colors,
      colorOf: (spot) => {
        const code = model.variety[spot]!;
        if (code === NO_RECORD) return -1;
        if (code < shown.length) return code;
        return code === names.length + 1 ? keys.length - 1 : other;
      },
    };
  }
  // Irrigation: one status for the field (its stored advice), on the spots where a living palm stands (planted, not dead).
  const keys = [irrigation ?? 'no_advice', 'no_palm'];
  const planted = model.lists.spot_states.indexOf('planted');
  const dead = model.lists.health_states.indexOf('dead');
  return {
    keys,
    palette: keys.map((key) => CATEGORY_COLORS.irrigation[key as keyof typeof CATEGORY_COLORS.irrigation]),
    colorOf: (spot) => (model.spot[spot] === NO_RECORD ? -1 : model.spot[spot] === planted && model.health[spot] !== dead ? 0 : 1),
  };
}

/** The legend of a painter: every category with its spots counted (one pass over the grid), and the spots without a record. */
export function legendOf(model: GridModel, painter: Painter): { items: LegendItem[]; noRecord: number } {
  const counts = new Array<number>(painter.keys.length).fill(0);
  let noRecord = 0;
  const spots = model.rows * model.columns;
  for (let spot = 0; spot < spots; spot++) {
    const index = painter.colorOf(spot);
    if (index < 0) noRecord++;
    else counts[index]!++;
  }
  return { items: painter.keys.map((key, i) => ({ key, color: painter.palette[i]!, count: counts[i]! })), noRecord };
}

/** `#rrggbb` as the little-endian RGBA word ImageData's Uint32Array view takes (opaque). */
export function rgbaWord(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return ((0xff << 24) | ((n & 0xff) << 16) | (n & 0xff00) | ((n >> 16) & 0xff)) >>> 0;
}

/**
 * The grid as pixels, one per spot, row by row, for a canvas of `columns` × `rows` (little-endian RGBA words). Right to
 * left (`rtl`), column 1 is the rightmost pixel: the grid reads in the page's direction.
 */
export function gridPixels(model: GridModel, painter: Painter, rtl: boolean): Uint32Array {
  const { rows, columns } = model;
  const words = painter.palette.map(rgbaWord);
  const empty = rgbaWord(NO_RECORD_COLOR);
  const pixels = new Uint32Array(rows * columns);
  for (let row = 0; row < rows; row++) {
    const base = row * columns;
    for (let column = 0; column < columns; column++) {
      const index = painter.colorOf(base + column);
      pixels[base + (rtl ? columns - 1 - column : column)] = index < 0 ? empty : words[index]!;
    }
  }
  return pixels;
}
