import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type uPlot from 'uplot';
import { ChartFrame, useChartCursor } from './chart-frame';

const xs = [10, 20, 30, 40];

/** A chart whose "plot" places the cursor on the x value it is given, as uPlot's setCursor hook would report. */
function Harness({ rtl }: { rtl: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const fake = useRef<uPlot | null>(null);
  const cursor = useChartCursor({ xs, rtl, height: 100, plot: () => fake.current ?? undefined });
  fake.current ??= {
    valToPos: (v: number) => v,
    setCursor: ({ left }: { left: number }) => cursor.onSetCursor({ cursor: { idx: xs.indexOf(left) }, valToPos: (v: number) => v, over: { offsetLeft: 0 } } as unknown as uPlot),
  } as unknown as uPlot;
  const lines = cursor.idx == null ? [] : [`point ${cursor.idx}`, `value ${xs[cursor.idx]}`];
  return (
    <ChartFrame boxRef={box} label="A chart" width={200} rtl={rtl} cursor={cursor} lines={lines} testId="chart">
      <div />
    </ChartFrame>
  );
}

const renderChart = (rtl: boolean) =>
  render(
    <MantineProvider env="test">
      <Harness rtl={rtl} />
    </MantineProvider>,
  );

describe('chart frame', () => {
  it('reads the first point on focus and moves with the arrow keys, Home and End', () => {
    renderChart(false);
    const chart = screen.getByRole('group', { name: 'A chart' });
    fireEvent.focus(chart);
    expect(screen.getByTestId('chart-tooltip').textContent).toBe('point 0value 10');
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(screen.getByTestId('chart-tooltip').textContent).toContain('point 1');
    fireEvent.keyDown(chart, { key: 'End' });
    expect(screen.getByTestId('chart-tooltip').textContent).toContain('point 3');
    fireEvent.keyDown(chart, { key: 'ArrowRight' }); // stays on the last point
    expect(screen.getByTestId('chart-tooltip').textContent).toContain('point 3');
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(screen.getByTestId('chart-tooltip').textContent).toContain('point 0');
    // The live region reads the same lines.
    expect(chart.textContent).toContain('point 0; value 10');
  });

  it('moves forward with the left arrow when the page reads right to left', () => {
    renderChart(true);
    const chart = screen.getByRole('group', { name: 'A chart' });
    fireEvent.focus(chart);
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(screen.getByTestId('chart-tooltip').textContent).toContain('point 1');
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(screen.getByTestId('chart-tooltip').textContent).toContain('point 0');
    expect(screen.getByTestId('chart-tooltip').getAttribute('dir')).toBe('rtl');
  });
});
