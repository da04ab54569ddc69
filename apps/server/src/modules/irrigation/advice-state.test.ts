import { describe, expect, it } from 'vitest';
import type { AdviceRow } from './irrigation.repository';
import { seasonNoAdviceReason, shownAdvice, systemOf } from './advice-state';

const advice = {
  target_irrigation_date: '2026-03-02',
  irrigate_today: false,
  required_water_mm: 20,
  required_water_m3_per_feddan: 84,
  duration_minutes: 3000,
  duration_hhmm: '50:00',
  enough_till_date: '2026-03-05',
  data_quality: 'fair_60',
  simulated_weather: true,
};
const row = (plantingDate: string | null): AdviceRow =>
  ({ fieldId: 'f', cropFieldId: 'f', treeFieldId: null, orgId: 'o', advice, explanation: null, reason: null, inputs: { planting_date: plantingDate }, computedAt: new Date('2026-03-01T02:00:00Z') }) as unknown as AdviceRow;
const crop = { kind: 'crop' as const, seasonState: 'active' as const, plantingDate: '2026-01-10' };

describe('which advice a field shows', () => {
  it('gives a crop field no advice without an active season or before its planting day; tree fields have no seasons', () => {
    expect(seasonNoAdviceReason(crop, '2026-03-01')).toBeNull();
    expect(seasonNoAdviceReason({ ...crop, seasonState: 'ended' }, '2026-03-01')).toBe('no_active_season');
    expect(seasonNoAdviceReason({ ...crop, seasonState: null, plantingDate: null }, '2026-03-01')).toBe('no_active_season');
    expect(seasonNoAdviceReason({ ...crop, plantingDate: '2026-03-02' }, '2026-03-01')).toBe('before_planting');
    expect(seasonNoAdviceReason({ ...crop, plantingDate: '2026-03-01' }, '2026-03-01')).toBeNull();
    expect(seasonNoAdviceReason({ kind: 'tree', seasonState: null, plantingDate: null }, '2026-03-01')).toBeNull();
  });

  it('hides advice stored during an ended season or for another planting date', () => {
    expect(shownAdvice(crop, '2026-03-01', row('2026-01-10'))).toMatchObject({ reason: null, advice: { required_water_mm: 20, pivot_run: null } });
    expect(shownAdvice({ ...crop, seasonState: 'ended' }, '2026-03-01', row('2026-01-10'))).toEqual({ advice: null, explanation: null, reason: 'no_active_season' });
    expect(shownAdvice({ ...crop, plantingDate: '2026-02-20' }, '2026-03-01', row('2026-01-10'))).toEqual({ advice: null, explanation: null, reason: 'not_computed' });
    expect(shownAdvice(crop, '2026-03-01', undefined)).toEqual({ advice: null, explanation: null, reason: 'not_computed' });
    expect(shownAdvice({ kind: 'tree', seasonState: null, plantingDate: null }, '2026-03-01', row(null)).advice).not.toBeNull();
  });

  it('runs a center pivot crop field by its machine, drip tree fields by drippers, the rest by application rate', () => {
    expect(systemOf({ kind: 'crop', irrigationType: 'center_pivot' })).toBe('pivot');
    expect(systemOf({ kind: 'crop', irrigationType: 'flood' })).toBe('rate');
    expect(systemOf({ kind: 'tree', irrigationType: 'drip' })).toBe('drip');
    expect(systemOf({ kind: 'tree', irrigationType: 'pivot' })).toBe('rate');
  });
});
