import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { CropFieldListItem, IrrigationOverviewItem } from '@rayyan/contracts';
import { renderApp } from '../../test/render-app';
import { fakeApi, profile, signedInToken } from '../../test/api-fakes';

// The crops in Arabic, from the crops namespace (winter wheat: the field's season is winter).
const CROP_AR = { wheat: 'قمح شتوي', maize: 'ذرة حبوب' };
// The lazy route loads its chunk on first use: allow for a loaded machine.
const SLOW = { timeout: 5_000 };
const ids = { active: '00000000-0000-4000-8000-0000000000c1', ended: '00000000-0000-4000-8000-0000000000c2', later: '00000000-0000-4000-8000-0000000000c3' };
const field = (overrides: Partial<CropFieldListItem>): CropFieldListItem => ({
  id: ids.active, org_id: '00000000-0000-4000-8000-00000000000a', farm_id: '00000000-0000-4000-8000-0000000000f1', farm_code: 'TOSHKA-A', code: 'TA-P1', name: 'Pivot 1',
  crop: 'wheat', variety: null, plant_age_days: 40, official_area_feddan: 120, mappable_area_feddan: 119.3, season: 'winter', season_state: 'active', planting_date: '2025-11-20',
  expected_harvest_date: null, expected_yield_ton: null, sectors: 4, hd_imagery: false, advanced_irrigation: false, clusters: 0, is_hold: false, irrigation_type: 'center_pivot',
  daily_images_enabled: false, irrigation_advisory_enabled: true, pivot: null, pivot_towers: 7, pivot_length_m: 380, pivot_end_gun: true, pivot_capacity_m3_h: 160, pivot_capacity_mm_day: 7.64,
  pivot_hours_per_revolution: 22, area_m2: 501_000, area_feddan: 119.3, area_hectare: 50.1, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
  ...overrides,
});
// The ended field's advice row is still stored; the server answers it without advice (its season ended).
const stale = (id: string): IrrigationOverviewItem => ({
  field_id: id, field_kind: 'crop', field_code: 'TA-P3', field_name: 'Pivot 3', farm_code: 'TOSHKA-A', status: 'active', hold_till: null, advice: null, root_zone_status: null,
  reason: 'no_active_season', computed_at: '2026-01-01T00:00:00Z',
});

function renderList(language: 'en' | 'ar') {
  const api = fakeApi({
    '/api/me/': profile({ farming_type: ['crop'], permissions: { farm_and_fields: ['view'], crop_season: ['start', 'end'] } }),
    '/api/crop-fields/': {
      count: 3, page: 1, page_size: 20,
      results: [
        field({}),
        field({ id: ids.ended, code: 'TA-P3', name: 'Pivot 3', crop: 'maize', season: 'summer', season_state: 'ended' }),
        field({ id: ids.later, code: 'TA-P5', name: 'Pivot 5', planting_date: '2999-01-01' }),
      ],
    },
    '/api/irrigation/overview/': { results: [stale(ids.ended)] },
  });
  const app = renderApp({ path: '/crop-fields', fetch: api.fetch, language });
  app.services.session.login({ access: signedInToken({ farming_type: ['crop'] }) });
}

describe('crop fields list (/crop-fields): next irrigation', () => {
  it('says a field without an active season gets no advice and to start a season, and when a later season starts', async () => {
    renderList('en');
    const ended = await screen.findByTestId(`crop-fields-next-irrigation-${ids.ended}`, {}, SLOW);
    expect(ended.textContent).toBe('No active seasonStart a season to get irrigation advice');
    expect(ended.getAttribute('data-reason')).toBe('no_active_season');
    expect(screen.getByTestId(`crop-fields-start-${ids.ended}`).textContent).toBe('Start season');
    expect(screen.getByTestId(`crop-fields-next-irrigation-${ids.later}`).textContent).toBe('From Jan 1 (planting day)');
  });

  it('says the same in Arabic', async () => {
    renderList('ar');
    const ended = await screen.findByTestId(`crop-fields-next-irrigation-${ids.ended}`, {}, SLOW);
    expect(ended.textContent).toBe('لا يوجد موسم نشطابدأ موسمًا لتحصل على إرشاد الري');
    expect(screen.getByTestId(`crop-fields-next-irrigation-${ids.later}`).textContent).toContain('يوم الزراعة');
  });

  it('names each crop in the reader\'s language, never by its key', async () => {
    renderList('ar');
    const row = await screen.findByTestId(`crop-fields-row-${ids.ended}`, {}, SLOW);
    expect(row.textContent).toContain(CROP_AR.maize);
    expect(row.textContent).not.toContain('maize');
    expect(screen.getByTestId(`crop-fields-row-${ids.active}`).textContent).toContain(CROP_AR.wheat);
  });
});
