import { describe, expect, it } from 'vitest';
import { alignSeries, dayTicks } from './sensor-chart';
import { rangeOf } from './sensor.page';
import { sensorStatus } from './sensors-api';

describe('sensor screens', () => {
  it('align series of different times on one axis, with gaps', () => {
    const aligned = alignSeries([
      { key: 'a', label: '10 cm', times: [100, 200, 300], values: [1, 2, 3] },
      { key: 'b', label: '20 cm', times: [200, 400], values: [5, 6] },
    ]);
    expect(aligned).toEqual({ xs: [100, 200, 300, 400], ys: [[1, 2, 3, null], [null, 5, null, 6]] });
  });

  it('tick a range of days at midnights about 80 px apart, and leave short ranges to uPlot', () => {
    const start = new Date(2026, 5, 1, 7).getTime() / 1000;
    const ticks = dayTicks(start, start + 7 * 86_400, 800)!;
    expect(ticks).toHaveLength(7);
    expect(ticks.every((t) => new Date(t * 1000).getHours() === 0)).toBe(true);
    expect(dayTicks(start, start + 90 * 86_400, 400)!.length).toBeLessThanOrEqual(5);
    expect(dayTicks(start, start + 86_400, 800)).toBeNull();
  });

  it('read the range from the address: 7 days back by default, days, or inclusive dates', () => {
    const now = Date.parse('2026-06-10T09:05:00Z');
    expect(rangeOf(new URLSearchParams(), now)).toEqual({ from: '2026-06-03T09:15:00.000Z', to: '2026-06-10T09:15:00.000Z' });
    expect(rangeOf(new URLSearchParams('days=30'), now).from).toBe('2026-05-11T09:15:00.000Z');
    expect(rangeOf(new URLSearchParams('from=2026-05-01&to=2026-05-31'), now)).toEqual({ from: '2026-05-01T00:00:00.000Z', to: '2026-06-01T00:00:00.000Z' });
  });

  it('call a sensor offline after 3 hours of silence', () => {
    const now = Date.parse('2026-06-10T09:00:00Z');
    expect(sensorStatus({ last_seen_at: null }, now)).toBe('never');
    expect(sensorStatus({ last_seen_at: '2026-06-10T06:30:00Z' }, now)).toBe('online');
    expect(sensorStatus({ last_seen_at: '2026-06-10T05:59:00Z' }, now)).toBe('offline');
  });
});

describe('the soil moisture heat map', () => {
  it('colours dry brown, wet blue, and clamps beyond the scale', async () => {
    const { heatColor } = await import('./sensor-heatmap');
    expect(heatColor(0)).toBe('rgb(166, 97, 26)');
    expect(heatColor(1)).toBe('rgb(1, 102, 148)');
    expect(heatColor(-3)).toBe(heatColor(0));
    expect(heatColor(7)).toBe(heatColor(1));
    expect(heatColor(0.5)).not.toBe(heatColor(0.4));
  });
});
