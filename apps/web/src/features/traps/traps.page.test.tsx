import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TrapRecord, TrapWeekly } from '@rayyan/contracts';
import { renderApp } from '../../test/render-app';
import { jsonResponse } from '../../test/fakes';
import { fakeApi, profile, signedInToken } from '../../test/api-fakes';
import { catchShade } from './trap-weekly';

const REGION = '33333333-3333-4333-8333-333333333333';
const trap = (n: number, overrides: Partial<TrapRecord> = {}): TrapRecord => ({
  id: `11111111-1111-4111-8111-${String(n).padStart(12, '0')}`,
  org_id: '22222222-2222-4222-8222-222222222222',
  code: `RPW-AHSA-0${n}`,
  trap_type: 'dry_pheromone',
  target_pest: 'red_palm_weevil',
  lure: 'Ferrugineol 700 mg',
  lure_changed_on: '2026-10-20',
  region_id: REGION,
  region_name: 'Al-Ahsa',
  farm_id: null,
  farm_name: 'Al-Ahsa Palms',
  field_id: null,
  field_name: 'Khalas Block A',
  lat: 25.4,
  lng: 49.6,
  installed_on: '2026-08-04',
  removed_on: null,
  notes: null,
  last_visit_on: '2026-11-20',
  last_count: 3,
  next_service_on: '2026-11-27',
  service_due: false,
  over_threshold: false,
  created_at: '2026-08-04T08:00:00.000Z',
  updated_at: '2026-08-04T08:00:00.000Z',
  ...overrides,
});

const WEEKLY: TrapWeekly = {
  weeks: ['2026-11-09', '2026-11-16', '2026-11-23'],
  threshold: 5,
  traps: [{ trap_id: trap(1).id, code: 'RPW-AHSA-01', region_id: REGION, target_pest: 'red_palm_weevil', lat: 25.4, lng: 49.6, counts: [2, 7, null] }],
  regions: [{ region_id: REGION, region_name: 'Al-Ahsa', traps: 1, mean_per_trap: [2, 7, null], total: [2, 7, 0] }],
};

function openTraps(routes: Record<string, unknown> = {}, language: 'en' | 'ar' = 'en', path = '/traps') {
  const api = fakeApi({
    '/api/me/': profile({ permissions: { pests_and_diseases: ['view', 'create', 'edit'] } }),
    'GET /api/regions/': { count: 1, page: 1, page_size: 100, results: [{ id: REGION, code: 'AHSA', name: 'Al-Ahsa' }] },
    'GET /api/traps/': { count: 2, page: 1, page_size: 20, results: [trap(1), trap(2, { service_due: true, over_threshold: true, last_count: 9 })] },
    'GET /api/traps/settings/': { rpw_weekly_threshold: 5, service_interval_days: 7, public_report: false },
    'GET /api/traps/weekly/': WEEKLY,
    [`GET /api/traps/${trap(1).id}/catches/`]: [],
    ...routes,
  });
  const app = renderApp({ path, fetch: api.fetch, language });
  app.services.session.login({ access: signedInToken({ farming_type: ['tree'] }) });
  return { ...app, ...api };
}

describe('traps page', () => {
  it('lists traps with their flags and last catch', async () => {
    openTraps();
    const row = await screen.findByTestId('traps-row-RPW-AHSA-02');
    expect(row.textContent).toContain('Due');
    expect(row.textContent).toContain('Over threshold');
    expect(row.textContent).toContain('9 caught');
    expect(screen.getByTestId('traps-row-RPW-AHSA-01').textContent).not.toContain('Due');
  });

  it('records a visit in Arabic and shows the server’s message on the count', async () => {
    const { calls } = openTraps(
      { [`POST /api/traps/${trap(1).id}/catches/`]: () => jsonResponse(400, { error: { code: 'validation_failed', message: 'x', fields: { count: 'too large' }, field_codes: { count: 'catch_count_absurd' } } }) },
      'ar',
    );
    fireEvent.click(await screen.findByTestId('trap-visit-RPW-AHSA-01'));
    const drawer = await screen.findByTestId('trap-visit-drawer');
    fireEvent.change(within(drawer).getByTestId('trap-visit-count'), { target: { value: '900' } });
    fireEvent.click(within(drawer).getByTestId('trap-visit-form-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ count: 900, lure_changed: false, condition: 'good' }));
    expect(await within(drawer).findByText('هذا العدد أكبر مما تحتمله مصيدة من هذا النوع؛ راجع العدد.')).toBeTruthy();
  });

  it('shows the weekly catches with the week over the threshold marked', async () => {
    openTraps({}, 'en', '/traps?tab=weekly');
    const cell = await screen.findByTestId('trap-weekly-cell-RPW-AHSA-01-2026-11-16');
    expect(cell.textContent).toBe('7');
    expect(cell.getAttribute('data-over')).toBe('true');
    expect(screen.getByTestId('trap-weekly-cell-RPW-AHSA-01-2026-11-23').textContent).toBe('—');
    expect(screen.getByTestId('trap-weekly-cell-RPW-AHSA-01-2026-11-09').getAttribute('data-over')).toBeNull();
  });

  it('grades a cell with the catch, red only for RPW at the threshold', () => {
    expect(catchShade(null, 5, true)).toEqual({ over: false });
    expect(catchShade(2, 5, true).over).toBe(false);
    expect(catchShade(5, 5, true)).toEqual({ background: 'rgba(224, 49, 49, 0.45)', over: true });
    expect(catchShade(50, 5, false)).toEqual({ background: 'rgba(245, 159, 0, 0.75)', over: false });
  });
});
