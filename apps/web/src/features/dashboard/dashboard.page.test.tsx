import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FarmRecord, TreeSummary } from '@rayyan/contracts';
import { renderApp } from '../../test/render-app';
import { fakeApi, profile, signedInToken } from '../../test/api-fakes';

// uPlot draws on a canvas, which happy-dom lacks: the chart is a stand-in that shows what it was given (e2e draws the real one).
vi.mock('./health-changes-chart', () => ({
  default: ({ weeks }: { weeks: unknown[] }) => <div data-testid="health-changes-chart" data-weeks={weeks.length} />,
}));

// MapLibre needs WebGL, which happy-dom lacks: the map is a stand-in showing what it would draw (e2e draws the real one).
vi.mock('../map/lazy-geo-map', () => ({
  LazyGeoMap: ({ shapes, dots, testId }: { shapes: unknown[]; dots?: { color: string }[]; testId: string }) => (
    <div data-testid={testId} data-shapes={shapes.length} data-dots={dots?.length ?? 0} data-colors={[...new Set(dots?.map((d) => d.color))].sort().join(' ')} />
  ),
}));

/** The lazy trees messages and the page's chunk load first. */
const SLOW = { timeout: 4000 };
const FARM = '44444444-4444-4444-8444-444444444444';
const FIELD = '55555555-5555-4555-8555-555555555555';
const SQUARE = { type: 'Polygon' as const, coordinates: [[[49.6, 25.4], [49.61, 25.4], [49.61, 25.41], [49.6, 25.41], [49.6, 25.4]]] };
const farm: FarmRecord = {
  id: FARM, org_id: '00000000-0000-4000-8000-00000000000a', region_id: null, region_name: null, code: 'AHSA-01', name: 'Al-Ahsa Palms',
  address: null, farming_type: 'tree', area_unit: 'feddan', unit_system: 'metric', services: { hd_satellite_imagery: false, chatbot: false, advanced_irrigation: false },
  farm_owner_id: null, geometry: SQUARE, center: { lat: 25.405, lng: 49.605 }, zoom: 15, area_m2: 1_068_000, area_feddan: 254.2348, area_hectare: 106.8, fields_count: 2,
  created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
};
const zeros = { healthy: 0, infected: 0, treated_or_healing: 0, recently_healed: 0, dead: 0 };
const weeks = (changes: Partial<typeof zeros> = {}) =>
  ['2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'].map((week, i) => ({ week, changes: { ...zeros, ...(i === 7 ? changes : {}) } }));

function summary(overrides: Partial<TreeSummary> = {}): TreeSummary {
  return {
    farm_id: null,
    trees: 3600,
    health_states: { healthy: 3300, infected: 120, treated_or_healing: 80, recently_healed: 60, dead: 40 },
    spot_states: { planted: 3500, empty: 40, valve: 30, stone_soil: 10, water_pipe: 12, water_pump: 2, occupied: 6, road: 0 },
    genders: { female: 3528, male: 72, unknown: 0 },
    productive: { yes: 2400, no: 1200 },
    age_buckets: { under_1: 100, '1_3': 300, '3_6': 800, '6_10': 1200, over_10: 1200, unknown: 0 },
    varieties: [{ variety: 'Khalas', trees: 2400 }, { variety: 'Sheshi', trees: 1200 }],
    drips: { total: 28800, working: 28000, broken: 500, blocked: 300, trees_with_broken: 310, trees_with_blocked: 190 },
    health_changes: weeks(),
    records_pending: 7,
    ...overrides,
  };
}

function openDashboard(answer: (url: URL) => TreeSummary, language: 'en' | 'ar' = 'en') {
  const api = fakeApi({
    '/api/me/': profile({ permissions: { farm_and_fields: ['view', 'edit'] } }),
    'GET /api/farms/': { count: 1, page: 1, page_size: 100, results: [farm] },
    'GET /api/fields/map/': { count: 1, results: [{ id: FIELD, farm_id: FARM, code: 'AHSA-01-A', name: 'Khalas Block A', season_state: null, grid_bearing_deg: null, geometry: SQUARE, area_m2: 1, area_feddan: 1, area_hectare: 1 }] },
    [`GET /api/fields/${FIELD}/trees/grid/`]: {
      field_id: FIELD, field_code: 'AHSA-01-A', rows: 2, columns: 3, trees: 5, health_states: ['healthy', 'infected', 'dead'], spot_states: ['planted'], drips_statuses: ['all_working'], varieties: [],
      health: '01.002', spot: '00.000', drips: '00.000', variety: '.....',
    },
    'GET /api/trees/summary/': (url: URL) => new Response(JSON.stringify(answer(url)), { status: 200, headers: { 'content-type': 'application/json' } }),
  });
  const app = renderApp({ path: '/dashboard', fetch: api.fetch, language });
  app.services.session.login({ access: signedInToken({ farming_type: ['tree'] }) });
  return { ...app, ...api };
}

describe('tree dashboard', () => {
  it('shows every figure of the summary, each linking to the tree list filtered the same way', async () => {
    openDashboard(() => summary());
    expect((await screen.findByTestId('dashboard-trees', {}, SLOW)).textContent).toContain('3,600');
    expect(screen.getByTestId('dashboard-infected').getAttribute('href')).toBe('/trees?health_state=infected');
    expect(screen.getByTestId('dashboard-with-broken').textContent).toContain('310');
    expect(screen.getByTestId('dashboard-with-broken').getAttribute('href')).toBe('/trees?drips=broken');
    expect(screen.getByTestId('dashboard-records-pending').textContent).toContain('Records waiting for review7');
    expect(screen.getByTestId('dashboard-records-pending').getAttribute('href')).toBe('/review?state=pending');
    const health = screen.getByTestId('figure-health');
    expect(within(health).getByTestId('figure-health-treated_or_healing').textContent).toBe('Recently treated or healing80 · 2.2%');
    expect(within(health).getByTestId('figure-health-link-dead').getAttribute('href')).toBe('/trees?health_state=dead');
    expect(screen.getByTestId('figure-spot-water_pipe').getAttribute('data-count')).toBe('12');
    expect(screen.getByTestId('figure-spot-link-valve').getAttribute('href')).toBe('/trees?spot_state=valve');
    expect(screen.getByTestId('figure-variety-link-Sheshi').getAttribute('href')).toBe('/trees?variety=Sheshi');
    expect(screen.getByTestId('figure-gender-link-male').getAttribute('href')).toBe('/trees?gender=male');
    expect(screen.getByTestId('figure-productive-link-no').getAttribute('href')).toBe('/trees?productive=false');
    expect(screen.getByTestId('figure-age-link-6_10').getAttribute('href')).toBe('/trees?age_bucket=6_10');
    expect(screen.getByTestId('figure-drips-blocked').textContent).toContain('300');
    expect(screen.getByTestId('dashboard-drips').textContent).toContain('28,800 drips in all');
    // Nothing changed in eight weeks: the spec's empty state, no chart.
    expect(screen.getByTestId('dashboard-health-changes-empty').textContent).toContain('No Available Data');
    expect(screen.queryByTestId('health-changes-chart')).toBeNull();
  });

  it('shows the first farm’s map with its palms coloured by health, and the legend of what is drawn', async () => {
    const { calls } = openDashboard(() => summary());
    const card = await screen.findByTestId('dashboard-map-card', {}, SLOW);
    expect(card.getAttribute('aria-label')).toBe('Al-Ahsa Palms: the farm map by health');
    const map = await within(card).findByTestId('dashboard-map');
    await waitFor(() => expect(map.getAttribute('data-dots')).toBe('5'));
    expect(map.getAttribute('data-shapes')).toBe('1');
    expect(map.getAttribute('data-colors')!.split(' ')).toHaveLength(3);
    expect(calls.find((c) => c.path === '/api/fields/map/')!.url.searchParams.get('farm_id')).toBe(FARM);
    expect(within(card).getByTestId('grid-legend-healthy').getAttribute('data-count')).toBe('3');
    expect(within(card).getByTestId('grid-legend-infected').getAttribute('data-count')).toBe('1');
    expect(within(card).getByTestId('grid-legend-dead').getAttribute('data-count')).toBe('1');
    expect(within(card).getByTestId('grid-legend-recently_healed').getAttribute('data-count')).toBe('0');
  });

  it('asks for one farm’s counts when a farm is chosen, and links within that farm', async () => {
    const { calls } = openDashboard((url) => summary({ farm_id: url.searchParams.get('farm_id'), trees: url.searchParams.get('farm_id') ? 1800 : 3600 }));
    await screen.findByTestId('dashboard-trees', {}, SLOW);
    fireEvent.click(screen.getByTestId('dashboard-farm'));
    fireEvent.click(await screen.findByRole('option', { name: 'AHSA-01 · Al-Ahsa Palms' }));
    await waitFor(() => expect(screen.getByTestId('dashboard-trees').textContent).toContain('1,800'));
    expect(calls.filter((c) => c.path === '/api/trees/summary/').at(-1)!.url.searchParams.get('farm_id')).toBe(FARM);
    expect(screen.getByTestId('dashboard-infected').getAttribute('href')).toBe(`/trees?health_state=infected&farm_id=${FARM}`);
    expect(screen.getByTestId('figure-age-link-over_10').getAttribute('href')).toBe(`/trees?age_bucket=over_10&farm_id=${FARM}`);
  });

  it('reads in Arabic, with the week’s health changes as a chart once there are any', async () => {
    openDashboard(() => summary({ health_changes: weeks({ infected: 3, dead: 1 }) }), 'ar');
    expect(await screen.findByTestId('figure-health', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'لوحة المعلومات' })).toBeTruthy();
    expect(within(screen.getByTestId('figure-health')).getByTestId('figure-health-link-infected').textContent).toBe('مصابة');
    expect(screen.getByTestId('dashboard-health').getAttribute('aria-label')).toBe('الأشجار حسب الحالة الصحية');
    expect(screen.getByTestId('figure-gender-unknown').textContent).toContain('غير مسجل');
    expect(await screen.findByTestId('health-changes-chart')).toBeTruthy();
    expect(screen.getByTestId('health-changes-chart').getAttribute('data-weeks')).toBe('8');
    expect(screen.queryByTestId('dashboard-health-changes-empty')).toBeNull();
    expect((await screen.findByTestId('dashboard-map-card')).getAttribute('aria-label')).toBe('Al-Ahsa Palms: خريطة المزرعة حسب الحالة الصحية');
  });
});
