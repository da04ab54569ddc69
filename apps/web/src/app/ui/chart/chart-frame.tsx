import { useEffect, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import type uPlot from 'uplot';
import classes from './chart.module.css';

/**
 * Shared parts of the uPlot charts (weather, irrigation history): the measured width, a keyboard- and
 * pointer-driven cursor with a tooltip that a live region announces, and the legend. The plots
 * themselves stay with each chart.
 */

/** The width of `box` in pixels (at least 240), following its resizes. */
export function useChartWidth(box: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(240, Math.floor(element.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return width;
}

/**
 * The reading cursor of a chart of `count` points at x values `xs`: `onSetCursor` goes into each plot's
 * setCursor hook; the arrow keys (mirrored right to left), Home and End move it on `plot()`.
 */
export function useChartCursor({ xs, rtl, height, plot }: { xs: readonly number[]; rtl: boolean; height: number; plot: () => uPlot | undefined }) {
  const [idx, setIdx] = useState<number | null>(null);
  const [tipLeft, setTipLeft] = useState(0);
  const onSetCursor = (u: uPlot) => {
    const i = u.cursor.idx;
    setIdx(i ?? null);
    if (i != null) setTipLeft(u.valToPos(xs[i]!, 'x') + u.over.offsetLeft);
  };
  const showIndex = (i: number) => {
    const next = Math.max(0, Math.min(xs.length - 1, i));
    const u = plot();
    if (!u) return;
    u.setCursor({ left: u.valToPos(xs[next]!, 'x'), top: height / 3 });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const current = idx ?? -1;
    if (e.key === forward) showIndex(current + 1);
    else if (e.key === back) showIndex(current < 0 ? 0 : current - 1);
    else if (e.key === 'Home') showIndex(0);
    else if (e.key === 'End') showIndex(xs.length - 1);
    else return;
    e.preventDefault();
  };
  const onFocus = () => idx == null && showIndex(0);
  return { idx, tipLeft, onSetCursor, onKeyDown, onFocus };
}

/** The series key of a chart: a line, or a block for bar series. */
export function ChartLegend({ items, testId }: { items: { key: string; label: string; color: string; bar?: boolean }[]; testId: string }) {
  return (
    <Group gap="md" mb={4} role="list" aria-hidden data-testid={testId}>
      {items.map((item) => (
        <Group key={item.key} gap={6} wrap="nowrap" role="listitem">
          <Box w={16} h={item.bar ? 10 : 3} style={{ background: item.color }} />
          <Text size="xs">{item.label}</Text>
        </Group>
      ))}
    </Group>
  );
}

/**
 * The focusable box around a chart's plots, with the tooltip of the point under the cursor (first line bold,
 * kept inside the box) and a live region reading it out. Always laid out left to right (uPlot draws the
 * mirrored axes itself); the tooltip text follows the page's direction.
 */
export function ChartFrame({
  boxRef,
  label,
  width,
  rtl,
  cursor,
  lines,
  testId,
  data,
  children,
}: {
  boxRef: RefObject<HTMLDivElement | null>;
  label: string;
  width: number;
  rtl: boolean;
  cursor: Pick<ReturnType<typeof useChartCursor>, 'tipLeft' | 'onKeyDown' | 'onFocus'>;
  /** Tooltip lines of the point under the cursor; empty when none. */
  lines: string[];
  testId: string;
  /** Extra data-* attributes of the box. */
  data?: Record<`data-${string}`, string | number>;
  children: ReactNode;
}) {
  const flip = rtl ? cursor.tipLeft < width / 2 : cursor.tipLeft > width / 2;
  return (
    <div ref={boxRef} className={classes.chartBox} tabIndex={0} role="group" aria-label={label} onKeyDown={cursor.onKeyDown} onFocus={cursor.onFocus} data-testid={testId} {...data} dir="ltr">
      {children}
      {lines.length > 0 && (
        <div
          className={classes.tooltip}
          style={{ left: cursor.tipLeft, transform: flip ? 'translateX(calc(-100% - 10px))' : 'translateX(10px)' }}
          dir={rtl ? 'rtl' : 'ltr'}
          data-testid={`${testId}-tooltip`}
        >
          {lines.map((line, i) => (
            <div key={line} style={i === 0 ? { fontWeight: 700 } : undefined}>
              {line}
            </div>
          ))}
        </div>
      )}
      <VisuallyHidden aria-live="polite">{lines.join(rtl ? '، ' : '; ')}</VisuallyHidden>
    </div>
  );
}
