import { describe, expect, it } from 'vitest';
import { checkReading } from './reading-checks';
import { bucketSecondsFor } from './sensors.service';

const NOW = new Date('2026-06-10T09:00:00Z');
const line = (overrides: Record<string, unknown> = {}) => ({ sensor_code: 'P1', measured_at: '2026-06-10T08:45:00Z', quantity: 'soil_moisture', depth_cm: 20, value: 25, unit: '%', ...overrides });

describe('a reading line', () => {
  it('is converted to the stored unit', () => {
    expect(checkReading(line({ value: 0.31, unit: 'm3/m3' }), NOW)).toMatchObject({ ok: true, reading: { value: 31, depthCm: 20, quantity: 'soil_moisture' } });
    expect(checkReading(line({ quantity: 'soil_temperature', value: 77, unit: '°F' }), NOW)).toMatchObject({ ok: true, reading: { value: 25 } });
    expect(checkReading(line({ quantity: 'flow_rate', value: 50, unit: 'L/s', depth_cm: undefined }), NOW)).toMatchObject({ ok: true, reading: { value: 180, depthCm: 0 } });
    expect(checkReading(line({ quantity: 'soil_ec', value: 2500, unit: 'uS/cm' }), NOW)).toMatchObject({ ok: true, reading: { value: 2.5 } });
  });

  it('is refused with its reason', () => {
    const reason = (overrides: Record<string, unknown>) => {
      const check = checkReading(line(overrides), NOW);
      return check.ok ? 'ok' : check.reason;
    };
    expect(reason({ measured_at: '2026-06-10T09:09:00Z' })).toBe('ok');
    expect(reason({ measured_at: '2026-06-10T09:11:00Z' })).toBe('in_future');
    expect(reason({ unit: 'inch' })).toBe('unknown_unit');
    expect(reason({ quantity: 'mood' })).toBe('unknown_quantity');
    expect(reason({ value: 101 })).toBe('out_of_range');
    expect(reason({ value: 1.2, unit: 'm3/m3' })).toBe('out_of_range');
    expect(reason({ quantity: 'signal', value: 5, unit: 'dBm' })).toBe('out_of_range');
    expect(reason({ value: 'wet' })).toBe('malformed');
    expect(reason({ measured_at: 'yesterday' })).toBe('malformed');
    expect(reason({ depth_cm: -5 })).toBe('malformed');
  });
});

describe('the chart bucket', () => {
  it('keeps a range at or under 2,000 points: 15 minutes up to about 3 weeks, then a multiple of 15 minutes, then whole hours', () => {
    const days = (n: number) => n * 86_400_000;
    expect(bucketSecondsFor(days(7))).toBe(900);
    expect(bucketSecondsFor(days(30))).toBe(1800);
    expect(bucketSecondsFor(days(100))).toBe(7200);
    expect(bucketSecondsFor(days(365))).toBe(18_000);
    for (const n of [1, 7, 21, 30, 60, 100, 180, 365, 400]) expect(days(n) / 1000 / bucketSecondsFor(days(n))).toBeLessThanOrEqual(2000);
  });
});
