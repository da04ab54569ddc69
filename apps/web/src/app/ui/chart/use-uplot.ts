import { useEffect, useRef, type DependencyList, type RefObject } from 'react';
import type uPlot from 'uplot';

/**
 * The life of a uPlot chart: built into `target` by `build` once the width is known, built again when `deps` change
 * (data, language, width), destroyed on unmount. Answers the current plot for the chart frame's cursor.
 */
export function useUplot(target: RefObject<HTMLDivElement | null>, width: number, build: (width: number, element: HTMLDivElement) => uPlot, deps: DependencyList): RefObject<uPlot | null> {
  const plot = useRef<uPlot | null>(null);
  useEffect(() => {
    if (!width || !target.current) return;
    const u = build(width, target.current);
    plot.current = u;
    return () => {
      u.destroy();
      plot.current = null;
    };
    // `build` is a new closure each render; the chart is rebuilt only when what it draws changes (`deps`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [width, ...deps]);
  return plot;
}

/** The x values labelled on a weekly axis: every week when there is room, every second or fourth on narrow screens (the last one always). */
export function weekTicks(xs: readonly number[], width: number): number[] {
  const step = width < 420 ? 4 : width < 640 ? 2 : 1;
  return xs.filter((_x, i) => (xs.length - 1 - i) % step === 0);
}
