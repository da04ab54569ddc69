import { describe, expect, it } from 'vitest';
import { efficiencyWindows, type BalanceDay } from './efficiency';

const day = (n: number, etcMm: number, netIrrigationMm: number): BalanceDay => ({ date: `2026-06-${String(n).padStart(2, '0')}`, etcMm, netIrrigationMm });

describe('irrigation efficiency in 10-day windows', () => {
  // 25 days of 6 mm ETc; the balance refilled 24 mm net every 4 days (60 mm net in a 10-day window at most).
  const days = Array.from({ length: 25 }, (_, i) => day(i + 1, 6, (i + 1) % 4 === 0 ? 24 : 0));

  it('cuts whole windows back from the last day, oldest first; the days before the first whole window are left out', () => {
    const windows = efficiencyWindows(days, new Map(), 0.85);
    expect(windows.map((w) => [w.from, w.to])).toEqual([
      ['2026-06-06', '2026-06-15'],
      ['2026-06-16', '2026-06-25'],
    ]);
  });

  it('compares applied water with the advised gross water and the ETc', () => {
    // Days 16-25 hold refills on days 16, 20 and 24: 72 mm net, 72 / 0.8 = 90 mm gross advised; ETc 60 mm.
    const applied = (mmPerDay: number) => new Map(days.slice(15).map((d) => [d.date, mmPerDay]));
    const [, asAdvised] = efficiencyWindows(days, applied(9), 0.8);
    expect(asAdvised).toMatchObject({ applied_mm: 90, etc_mm: 60, advised_mm: 90, efficiency_pct: 67, flag: 'ok' });
    expect(efficiencyWindows(days, applied(11), 0.8)[1]).toMatchObject({ applied_mm: 110, flag: 'over' });
    expect(efficiencyWindows(days, applied(7), 0.8)[1]).toMatchObject({ applied_mm: 70, flag: 'under' });
    // Nothing applied and nothing advised: no efficiency, no flag.
    expect(efficiencyWindows(Array.from({ length: 10 }, (_, i) => day(i + 1, 5, 0)), new Map(), 0.8)[0]).toMatchObject({ efficiency_pct: null, flag: null });
  });
});
