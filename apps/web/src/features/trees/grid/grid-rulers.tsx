import { useSyncExternalStore } from 'react';
import { useFormat } from '../../../app/i18n/format';
import { rulerTicks, type GridSize, type GridView } from './grid-view';
import classes from './tree-grid.module.css';

/** The canvas's view as the rulers read it: set on every drawn frame, without re-rendering the page. */
export interface ViewStore {
  get(): { view: GridView; width: number; height: number } | null;
  set(view: GridView, size: { width: number; height: number }): void;
  subscribe(listener: () => void): () => void;
}

export function createViewStore(): ViewStore {
  let current: { view: GridView; width: number; height: number } | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(view, size) {
      if (current && current.view.scale === view.scale && current.view.x === view.x && current.view.y === view.y && current.width === size.width && current.height === size.height) return;
      current = { view: { ...view }, ...size };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The column ruler above the map and the row ruler beside it, numbered every few lines as the zoom allows. In Arabic
 * the columns are numbered from the right (column 1 is the rightmost) and the row ruler stands on the right: the grid
 * reads in the page's direction. A few dozen labels, never one per spot.
 */
export function GridRuler({ axis, grid, rtl, store, label, testId }: { axis: 'rows' | 'columns'; grid: GridSize; rtl: boolean; store: ViewStore; label: string; testId: string }) {
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  const nf = useFormat().number();
  if (!state) return <div className={axis === 'columns' ? classes.columnRuler : classes.rowRuler} aria-label={label} data-testid={testId} />;
  const { view, width, height } = state;
  const ticks =
    axis === 'columns' ? rulerTicks(view.x, view.scale, grid.columns, width, 40, rtl) : rulerTicks(view.y, view.scale, grid.rows, height, 22);
  return (
    <div className={axis === 'columns' ? classes.columnRuler : classes.rowRuler} role="group" aria-label={label} data-testid={testId}>
      {ticks.map((tick) => (
        <span
          key={tick.line}
          className={classes.tick}
          // Physical positions: the canvas is laid out left to right whatever the page's direction.
          style={axis === 'columns' ? { left: tick.at, transform: 'translateX(-50%)' } : { top: tick.at, transform: 'translateY(-50%)', [rtl ? 'left' : 'right']: 4 }}
          data-line={tick.line}
          data-at={Math.round(tick.at)}
        >
          {nf.format(tick.line)}
        </span>
      ))}
    </div>
  );
}
