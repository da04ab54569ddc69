import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TreeRecord } from '@rayyan/contracts';
import { renderApp } from '../../test/render-app';
import { jsonResponse } from '../../test/fakes';
import { fakeApi, profile, signedInToken } from '../../test/api-fakes';

const FIELD = '33333333-3333-4333-8333-333333333333';
const tree = (n: number, overrides: Partial<TreeRecord> = {}): TreeRecord => ({
  id: `11111111-1111-4111-8111-${String(n).padStart(12, '0')}`,
  org_id: '22222222-2222-4222-8222-222222222222',
  field_id: FIELD,
  field_code: 'AHSA-01-A',
  code: `AHSA-01-A-R001-C${String(n).padStart(3, '0')}`,
  row: 1,
  column: n,
  variety: 'Khalas',
  gender: 'female',
  productive: true,
  plantation_date: '2017-03-01',
  age_years: 9,
  origin_country: 'SA',
  origin_type: 'sprout',
  health_state: 'healthy',
  spot_state: 'planted',
  drips_total: 8,
  drips_working: 6,
  drips_broken: 1,
  drips_blocked: 1,
  drip_flow_rate: 16,
  valve: 'A1-V01',
  created_at: '2026-01-10T08:00:00.000Z',
  updated_at: '2026-01-10T08:00:00.000Z',
  ...overrides,
});

/** Twelve trees in pages of ten: the first page (no cursor) counts them and gives the cursor of the second. */
function openTrees(routes: Record<string, unknown> = {}, language: 'en' | 'ar' = 'en', path = '/trees?page_size=10') {
  const rows = [tree(1), tree(2, { health_state: 'infected' }), ...Array.from({ length: 9 }, (_, i) => tree(i + 3)), tree(12, { health_state: 'dead', age_years: 0 })];
  const api = fakeApi({
    '/api/me/': profile({ permissions: { farm_and_fields: ['view', 'edit'] } }),
    'GET /api/fields/': { count: 1, page: 1, page_size: 100, results: [{ id: FIELD, code: 'AHSA-01-A', name: 'Khalas Block A' }] },
    'GET /api/trees/': (url: URL) => {
      const [health, spot] = [url.searchParams.get('health_state'), url.searchParams.get('spot_state')];
      const matching = rows.filter((r) => (!health || r.health_state === health) && (!spot || r.spot_state === spot));
      if (matching.length === 0) return jsonResponse(200, { count: 0, count_capped: false, page_size: 2, results: [], next_cursor: null });
      const size = Number(url.searchParams.get('page_size'));
      const second = url.searchParams.get('cursor') === 'after-10';
      const page = second ? matching.slice(size) : matching.slice(0, size);
      return jsonResponse(200, { count: second ? null : matching.length, count_capped: false, page_size: size, results: page, next_cursor: !second && matching.length > size ? 'after-10' : null });
    },
    ...routes,
  });
  const app = renderApp({ path, fetch: api.fetch, language });
  app.services.session.login({ access: signedInToken({ farming_type: ['tree'] }) });
  return { ...app, ...api, rows };
}

describe('trees list', () => {
  it('walks keyset pages with Next and Previous, keeping the first page’s count', async () => {
    const { calls } = openTrees();
    expect(await screen.findByTestId(`trees-row-${tree(1).id}`)).toBeTruthy();
    expect(screen.getByTestId('trees-pagination-summary').textContent).toBe('1–10 of 12');
    expect(screen.getByTestId(`trees-row-${tree(2).id}`).textContent).toContain('Infected');
    expect(screen.getByTestId(`trees-row-${tree(1).id}`).textContent).toContain('6-10 years');
    fireEvent.click(screen.getByTestId('trees-pagination-next'));
    expect(await screen.findByTestId(`trees-row-${tree(12).id}`)).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/trees/').at(-1)!.url.searchParams.get('cursor')).toBe('after-10');
    expect(screen.getByTestId(`trees-row-${tree(12).id}`).textContent).toContain('Under 1 year');
    expect(screen.getByTestId('trees-pagination-summary').textContent).toBe('11–12 of 12');
    expect(screen.getByTestId('trees-pagination-next').hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('trees-pagination-previous'));
    expect(await screen.findByTestId(`trees-row-${tree(1).id}`)).toBeTruthy();
  });

  it('starts again at the first page when a filter changes, and says No trees found when none match', async () => {
    const { calls } = openTrees();
    await screen.findByTestId(`trees-row-${tree(1).id}`);
    fireEvent.click(screen.getByTestId('trees-pagination-next'));
    await screen.findByTestId(`trees-row-${tree(12).id}`);
    fireEvent.click(screen.getByTestId('trees-filter-spot'));
    fireEvent.click(await screen.findByRole('option', { name: 'Road' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/trees/').at(-1)!.url.searchParams.get('spot_state')).toBe('road'));
    expect(calls.filter((c) => c.path === '/api/trees/').at(-1)!.url.searchParams.has('cursor')).toBe(false);
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No trees found');
  });

  it('edits a tree’s health state in Arabic, sending only that field', async () => {
    const { calls } = openTrees({ 'PATCH /api/trees/11111111-1111-4111-8111-000000000001/': () => jsonResponse(200, tree(1, { health_state: 'infected' })) }, 'ar');
    fireEvent.click(await screen.findByTestId(`trees-edit-${tree(1).id}`));
    const drawer = await screen.findByTestId('tree-drawer');
    fireEvent.click(within(drawer).getByTestId('tree-form-health_state'));
    fireEvent.click(await screen.findByRole('option', { name: 'مصابة' }));
    fireEvent.click(within(drawer).getByTestId('tree-form-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ health_state: 'infected' }));
    expect(await screen.findByText('تم حفظ الشجرة.')).toBeTruthy();
  });

  it('takes a dashboard figure’s filters from the address: farm, drips, gender, productive and age bucket', async () => {
    const farm = '44444444-4444-4444-8444-444444444444';
    const { calls } = openTrees({}, 'en', `/trees?farm_id=${farm}&drips=broken&gender=male&productive=true&age_bucket=6_10`);
    await screen.findByTestId('trees-table');
    const query = calls.filter((c) => c.path === '/api/trees/').at(-1)!.url.searchParams;
    expect(['farm_id', 'drips', 'gender', 'productive', 'age_bucket'].map((name) => query.get(name))).toEqual([farm, 'broken', 'male', 'true', '6_10']);
    expect((screen.getByTestId('trees-filter-drips') as HTMLInputElement).value).toBe('With broken drips');
    expect((screen.getByTestId('trees-filter-age') as HTMLInputElement).value).toBe('6-10 years');
  });
});
