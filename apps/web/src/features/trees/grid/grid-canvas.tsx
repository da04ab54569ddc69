import { useCallback, useEffect, useImperativeHandle, useRef, type KeyboardEvent, type PointerEvent, type Ref } from 'react';
import type { GridModel, Painter } from './grid-model';
import { gridPixels } from './grid-model';
import { boxOf, boxRect, clampView, fitView, nearestSpot, spotAt, zoomAt, type GridView, type SpotBox } from './grid-view';
import classes from './tree-grid.module.css';

/** What the page can ask of the canvas (the toolbar's buttons). */
export interface GridCanvasHandle {
  zoom(factor: number): void;
  pan(dx: number, dy: number): void;
  fit(): void;
}

interface Props {
  model: GridModel;
  painter: Painter;
  rtl: boolean;
  selection: SpotBox | null;
  label: string;
  /** Called with every new view (after each drawn frame that moved it): the rulers follow. */
  onView: (view: GridView, size: { width: number; height: number }) => void;
  onSpotClick: (spot: { row: number; column: number }) => void;
  onSelect: (box: SpotBox) => void;
  onHover: (spot: { row: number; column: number } | null) => void;
  handle: Ref<GridCanvasHandle>;
  testId: string;
}

/** Spots at least this large are drawn apart (gaps between them); smaller ones touch. */
const GAP_FROM = 6;
/** A press that moves less than this is a click. */
const CLICK_SLOP = 4;

/**
 * The spot map on one 2D canvas: the field is painted once into a bitmap of one pixel per spot (200,000 spots are a
 * 400 × 500 image), and each frame draws that bitmap scaled (nearest neighbour), so panning and zooming cost the same
 * at any number of trees; gaps, the selection and the spot under the pointer are drawn over it. Drag pans, the wheel
 * or a pinch zooms, a click opens a spot, shift+drag selects a box; arrow keys pan, + and − zoom, 0 fits.
 */
export function GridCanvas({ model, painter, rtl, selection, label, onView, onSpotClick, onSelect, onHover, handle, testId }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const bitmap = useRef<HTMLCanvasElement | null>(null);
  const view = useRef<GridView>({ scale: 1, x: 0, y: 0 });
  /** The view still shows the whole field as fitted (no pan or zoom since): a resize fits it again. */
  const fitted = useRef(true);
  const size = useRef({ width: 0, height: 0 });
  const hover = useRef<{ row: number; column: number } | null>(null);
  const selectionRef = useRef(selection);
  const frame = useRef(0);
  const drawn = useRef(false);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ kind: 'pan' | 'select' | 'pinch'; startX: number; startY: number; moved: number; anchor?: { row: number; column: number }; distance?: number } | null>(null);
  const callbacks = useRef({ onView, onSpotClick, onSelect, onHover });
  callbacks.current = { onView, onSpotClick, onSelect, onHover };
  selectionRef.current = selection;

  const draw = useCallback(() => {
    frame.current = 0;
    const v = view.current;
    callbacks.current.onView(v, size.current);
    const canvas = canvasRef.current;
    // Where the map lies (scale, x, y in CSS pixels): end-to-end tests and the bench aim at spots with it.
    if (canvas) canvas.dataset.view = `${v.scale},${v.x},${v.y}`;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || !bitmap.current) return;
    const started = performance.now();
    const { width, height } = size.current;
    const ratio = window.devicePixelRatio || 1;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);
    context.imageSmoothingEnabled = false;
    context.drawImage(bitmap.current, v.x, v.y, model.columns * v.scale, model.rows * v.scale);
    if (v.scale >= GAP_FROM) drawGaps(context, v, model, width, height);
    const box = selectionRef.current;
    if (box) {
      const r = boxRect(v, box, model, rtl);
      context.fillStyle = 'rgba(25, 113, 194, 0.18)';
      context.fillRect(r.x, r.y, r.width, r.height);
      context.lineWidth = 2;
      context.strokeStyle = '#1971c2';
      context.strokeRect(r.x, r.y, r.width, r.height);
    }
    if (hover.current && v.scale >= 3) {
      const r = boxRect(v, { fromRow: hover.current.row, toRow: hover.current.row, fromColumn: hover.current.column, toColumn: hover.current.column }, model, rtl);
      context.lineWidth = 2;
      context.strokeStyle = '#212529';
      context.strokeRect(r.x - 1, r.y - 1, r.width + 2, r.height + 2);
    }
    // Measurements for the bench (scripts/bench/tree-grid.mjs): when the first full draw happened, frames drawn, the last one's cost.
    canvas.dataset.draws = String(Number(canvas.dataset.draws ?? 0) + 1);
    canvas.dataset.drawMs = (performance.now() - started).toFixed(1);
    if (!drawn.current) {
      drawn.current = true;
      canvas.dataset.firstDrawMs = performance.now().toFixed(0);
      performance.mark?.('tree-grid-drawn');
    }
  }, [model, rtl]);

  const schedule = useCallback(() => {
    if (!frame.current) frame.current = requestAnimationFrame(draw);
  }, [draw]);

  const setView = useCallback(
    (next: GridView) => {
      view.current = clampView(next, model, size.current.width, size.current.height);
      schedule();
    },
    [model, schedule],
  );
  /** A pan or zoom of the user's: the view is theirs from now on (a resize keeps it). */
  const moveView = useCallback(
    (next: GridView) => {
      fitted.current = false;
      setView(next);
    },
    [setView],
  );
  const fitAll = useCallback(() => {
    fitted.current = true;
    setView(fitView(model, size.current.width, size.current.height));
  }, [model, setView]);

  // The bitmap: one pixel per spot, painted again when the colouring, the data or the direction changes.
  useEffect(() => {
    const image = document.createElement('canvas');
    image.width = model.columns;
    image.height = model.rows;
    const context = image.getContext('2d');
    if (context && model.columns > 0 && model.rows > 0) {
      const data = context.createImageData(model.columns, model.rows);
      new Uint32Array(data.data.buffer).set(gridPixels(model, painter, rtl));
      context.putImageData(data, 0, 0);
    }
    bitmap.current = image;
    schedule();
  }, [model, painter, rtl, schedule]);

  // The canvas follows its box's size; the first size fits the whole field.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const measure = () => {
      const width = canvas.clientWidth || 800;
      const height = canvas.clientHeight || 480;
      const ratio = window.devicePixelRatio || 1;
      size.current = { width, height };
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      if (fitted.current) view.current = fitView(model, width, height);
      setView(view.current);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(canvas);
    return () => observer?.disconnect();
  }, [model, setView]);

  useEffect(() => schedule(), [selection, schedule]);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  // The wheel zooms (a listener that may prevent the page from scrolling: React's onWheel is passive).
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = canvas.getBoundingClientRect();
      moveView(zoomAt(view.current, Math.exp(-event.deltaY * 0.0015), event.clientX - rect.left, event.clientY - rect.top, model, size.current.width, size.current.height));
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => canvas.removeEventListener('wheel', onWheel);
  }, [model, moveView]);

  useImperativeHandle(handle, () => ({
    zoom: (factor) => moveView(zoomAt(view.current, factor, size.current.width / 2, size.current.height / 2, model, size.current.width, size.current.height)),
    pan: (dx, dy) => moveView({ ...view.current, x: view.current.x + dx * size.current.width, y: view.current.y + dy * size.current.height }),
    fit: fitAll,
  }));

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    const p = point(event);
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, p);
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      gesture.current = { kind: 'pinch', startX: p.x, startY: p.y, moved: CLICK_SLOP, distance: Math.hypot(a!.x - b!.x, a!.y - b!.y) };
    } else if (event.shiftKey) {
      const anchor = nearestSpot(view.current, p.x, p.y, model, rtl);
      gesture.current = { kind: 'select', startX: p.x, startY: p.y, moved: 0, anchor };
      callbacks.current.onSelect(boxOf(anchor, anchor));
    } else gesture.current = { kind: 'pan', startX: p.x, startY: p.y, moved: 0 };
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const p = point(event);
    const last = pointers.current.get(event.pointerId);
    const g = gesture.current;
    if (!g || !last) {
      const spot = spotAt(view.current, p.x, p.y, model, rtl);
      if (spot?.row !== hover.current?.row || spot?.column !== hover.current?.column) {
        hover.current = spot;
        callbacks.current.onHover(spot);
        schedule();
      }
      return;
    }
    pointers.current.set(event.pointerId, p);
    g.moved = Math.max(g.moved, Math.hypot(p.x - g.startX, p.y - g.startY));
    if (g.kind === 'pan' && g.moved >= CLICK_SLOP) moveView({ ...view.current, x: view.current.x + p.x - last.x, y: view.current.y + p.y - last.y });
    else if (g.kind === 'select') callbacks.current.onSelect(boxOf(g.anchor!, nearestSpot(view.current, p.x, p.y, model, rtl)));
    else if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      const distance = Math.hypot(a!.x - b!.x, a!.y - b!.y);
      moveView(zoomAt(view.current, distance / (g.distance || distance), (a!.x + b!.x) / 2, (a!.y + b!.y) / 2, model, size.current.width, size.current.height));
      g.distance = distance;
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    const g = gesture.current;
    pointers.current.delete(event.pointerId);
    if (pointers.current.size > 0) return;
    gesture.current = null;
    if (g?.kind === 'pan' && g.moved < CLICK_SLOP) {
      const p = point(event);
      const spot = spotAt(view.current, p.x, p.y, model, rtl);
      if (spot) callbacks.current.onSpotClick(spot);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const step = 0.1;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => moveView({ ...view.current, x: view.current.x + step * size.current.width }),
      ArrowRight: () => moveView({ ...view.current, x: view.current.x - step * size.current.width }),
      ArrowUp: () => moveView({ ...view.current, y: view.current.y + step * size.current.height }),
      ArrowDown: () => moveView({ ...view.current, y: view.current.y - step * size.current.height }),
      '+': () => moveView(zoomAt(view.current, 1.5, size.current.width / 2, size.current.height / 2, model, size.current.width, size.current.height)),
      '=': () => moveView(zoomAt(view.current, 1.5, size.current.width / 2, size.current.height / 2, model, size.current.width, size.current.height)),
      '-': () => moveView(zoomAt(view.current, 1 / 1.5, size.current.width / 2, size.current.height / 2, model, size.current.width, size.current.height)),
      '0': fitAll,
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <canvas
      ref={canvasRef}
      className={classes.canvas}
      style={{ aspectRatio: `${Math.max(1, model.columns)} / ${Math.max(1, model.rows)}` }}
      tabIndex={0}
      role="img"
      aria-label={label}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onPointerLeave={() => {
        if (!gesture.current && hover.current) {
          hover.current = null;
          callbacks.current.onHover(null);
          schedule();
        }
      }}
      onKeyDown={onKeyDown}
      data-testid={testId}
    />
  );
}

/** Lines of the background's colour between the visible rows and columns, so large spots stand apart. */
function drawGaps(context: CanvasRenderingContext2D, v: GridView, grid: { rows: number; columns: number }, width: number, height: number) {
  const gap = Math.max(1, v.scale * 0.12);
  context.fillStyle = '#ffffff';
  const firstColumn = Math.max(0, Math.floor(-v.x / v.scale));
  const lastColumn = Math.min(grid.columns, Math.ceil((width - v.x) / v.scale));
  const top = Math.max(0, v.y);
  const bottom = Math.min(height, v.y + grid.rows * v.scale);
  for (let c = firstColumn; c <= lastColumn; c++) context.fillRect(v.x + c * v.scale - gap / 2, top, gap, bottom - top);
  const firstRow = Math.max(0, Math.floor(-v.y / v.scale));
  const lastRow = Math.min(grid.rows, Math.ceil((height - v.y) / v.scale));
  const left = Math.max(0, v.x);
  const right = Math.min(width, v.x + grid.columns * v.scale);
  for (let r = firstRow; r <= lastRow; r++) context.fillRect(left, v.y + r * v.scale - gap / 2, right - left, gap);
}
