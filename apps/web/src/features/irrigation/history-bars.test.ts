import { describe, expect, it } from 'vitest';
import type { IrrigationHistoryDay } from '@rayyan/contracts';
import { irrigationBars } from './irrigation-logic';

const day = (date: string, irrigation_mm: number, irrigation_assumed: boolean): IrrigationHistoryDay => ({
  date, et0_mm: 6, etc_mm: 5, depletion_mm: 10, raw_mm: 30, taw_mm: 60, irrigation_mm, irrigation_assumed, simulated: false,
});

describe('the irrigation bars of the history chart', () => {
  it('draws what was logged apart from the refills assumed where nothing was', () => {
    const bars = irrigationBars([day('2026-11-01', 0, false), day('2026-11-02', 32.5, true), day('2026-11-03', 28, false), day('2026-11-04', 0, true)]);
    expect(bars.logged).toEqual([null, null, 28, null]);
    expect(bars.assumed).toEqual([null, 32.5, null, null]);
  });
});
