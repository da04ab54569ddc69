import { describe, expect, it } from 'vitest';
import { FEDDAN_M2 } from '../units/area-and-water';
import { AgronomyInputError } from '../input/agronomy-input-error';
import { dataQualityLabel, formatHhMm, irrigationAdvice, type IrrigationAdviceInput } from './irrigation-advice';

const palms: IrrigationAdviceInput = {
  today: '2025-06-10',
  depletionMm: 60,
  tawMm: 120,
  rawMm: 60,
  forecastEtcMm: [6, 6, 6, 6, 6, 6, 6],
  applicationEfficiency: 0.9,
  areaM2: FEDDAN_M2,
  system: { kind: 'drip', dripsPerTree: 4, dripFlowLph: 8, trees: 64 },
};

describe('irrigationAdvice', () => {
  it('a field at RAW irrigates today with the refill depth / efficiency', () => {
    const a = irrigationAdvice(palms);
    expect(a.irrigateToday).toBe(true);
    expect(a.nextIrrigationDate).toBe('2025-06-10');
    expect(a.netDepthMm).toBe(60);
    expect(a.requiredWaterMm).toBeCloseTo(66.667, 3);
    expect(a.requiredWaterM3PerFeddan).toBeCloseTo((66.6667 * 4200.83) / 1000, 2);
    // 64 trees on one feddan: 65.64 m² per tree → 4,376 L per tree, at 32 L/h → 136.8 h
    expect(a.waterPerTreeLitres).toBeCloseTo((66.6667 * 4200.83) / 64, 1);
    expect(a.durationMinutes).toBeCloseTo((a.waterPerTreeLitres! / 32) * 60, 6);
    expect(a.durationHhMm).toBe(formatHhMm(a.durationMinutes));
    // After refilling, 60 mm RAW lasts 10 days at 6 mm/day (beyond the forecast: extrapolated with its mean).
    expect(a.enoughTillDate).toBe('2025-06-20');
  });

  it('a wet field gets a later target date', () => {
    const a = irrigationAdvice({ ...palms, depletionMm: 30 });
    expect(a.irrigateToday).toBe(false);
    expect(a.targetDate).toBe('2025-06-15');
    expect(a.netDepthMm).toBe(60);
    expect(a.targetDateExtrapolated).toBe(false);
  });

  it('pivot run time from application rate or flow', () => {
    const area = 50 * 10_000;
    const byRate = irrigationAdvice({ ...palms, areaM2: area, applicationEfficiency: 0.8, depletionMm: 40, rawMm: 40, system: { kind: 'pivot', applicationRateMmPerH: 10 } });
    expect(byRate.requiredWaterMm).toBe(50);
    expect(byRate.durationMinutes).toBeCloseTo(300, 9);
    expect(byRate.durationHhMm).toBe('5:00');
    expect(byRate.waterPerTreeLitres).toBeUndefined();
    const byFlow = irrigationAdvice({ ...palms, areaM2: area, applicationEfficiency: 0.8, depletionMm: 40, rawMm: 40, system: { kind: 'pivot', flowM3PerH: 1000 } });
    expect(byFlow.requiredWaterM3).toBeCloseTo(25_000, 6);
    expect(byFlow.durationHhMm).toBe('25:00');
  });

  it('rejects bad input', () => {
    expect(() => irrigationAdvice({ ...palms, applicationEfficiency: 1.5 })).toThrow(AgronomyInputError);
    expect(() => irrigationAdvice({ ...palms, depletionMm: 200 })).toThrow(/depletionMm/);
    expect(() => irrigationAdvice({ ...palms, system: { kind: 'pivot' } })).toThrow(/system/);
  });
});

describe('dataQualityLabel', () => {
  it('labels vegetation cover', () => {
    expect(dataQualityLabel(75)).toBe('excellent');
    expect(dataQualityLabel(60)).toBe('excellent');
    expect(dataQualityLabel(50)).toBe('fair_60');
    expect(dataQualityLabel(20)).toBe('poor_40');
    expect(dataQualityLabel(10)).toBe('poor_20');
    expect(() => dataQualityLabel(120)).toThrow(/vegetationCoverPct/);
  });
});
