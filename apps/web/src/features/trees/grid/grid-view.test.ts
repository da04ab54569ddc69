import { describe, expect, it } from 'vitest';
import { SPOT_STATES, TREE_DRIPS_STATUSES, TREE_HEALTH_STATES } from '@rayyan/contracts';
import { gridModel, gridPixels, painterFor, rgbaWord } from './grid-model';
import { boxRect, fitView, rulerTicks, spotAt, zoomAt } from './grid-view';

const grid = { rows: 400, columns: 500 };

describe('grid view', () => {
  it('fits the whole field, and zooms around the point under the pointer', () => {
    const view = fitView(grid, 1000, 600);
    expect(view).toEqual({ scale: 1.5, x: 125, y: 0 });
    const spot = spotAt(view, 400, 300, grid, false);
    const zoomed = zoomAt(view, 4, 400, 300, grid, 1000, 600);
    expect(zoomed.scale).toBe(6);
    expect(spotAt(zoomed, 400, 300, grid, false)).toEqual(spot);
  });

  it('numbers columns from the right when the page reads right to left', () => {
    const view = { scale: 10, x: 0, y: 0 };
    expect(spotAt(view, 5, 5, grid, false)).toEqual({ row: 1, column: 1 });
    expect(spotAt(view, 5, 5, grid, true)).toEqual({ row: 1, column: 500 });
    expect(spotAt(view, 4995, 15, grid, true)).toEqual({ row: 2, column: 1 });
    expect(boxRect(view, { fromRow: 1, toRow: 1, fromColumn: 1, toColumn: 2 }, grid, true)).toEqual({ x: 4980, y: 0, width: 20, height: 10 });
    expect(rulerTicks(0, 10, 500, 100, 40, true).map((t) => t.line)).toEqual([500, 495]);
    expect(rulerTicks(-4900, 10, 500, 100, 40, true).map((t) => t.line)).toEqual([10, 5, 1]);
  });

  it('labels every few lines as the zoom allows, line 1 always, never crowded', () => {
    // Line 20 would sit 38 px from line 1: left out.
    expect(rulerTicks(0, 2, 500, 200, 40).map((t) => t.line)).toEqual([1, 40, 60, 80, 100]);
    expect(rulerTicks(0, 50, 6, 300, 40).map((t) => t.line)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('grid pixels', () => {
  it('paints one pixel per spot, column 1 on the right in Arabic, spots without a record in the empty colour', () => {
    const model = gridModel({
      field_id: 'f', field_code: 'F', rows: 1, columns: 3, trees: 2, health_states: [...TREE_HEALTH_STATES], spot_states: [...SPOT_STATES],
      drips_statuses: [...TREE_DRIPS_STATUSES], varieties: [], health: '1.0', spot: '0.0', drips: '0.0', variety: '...',
    });
    const painter = painterFor(model, 'health', null);
    const [infected, healthy] = [painter.palette[1]!, painter.palette[0]!].map(rgbaWord);
    expect(Array.from(gridPixels(model, painter, false))).toEqual([infected, rgbaWord('#e9ecef'), healthy]);
    expect(Array.from(gridPixels(model, painter, true))).toEqual([healthy, rgbaWord('#e9ecef'), infected]);
  });
});
