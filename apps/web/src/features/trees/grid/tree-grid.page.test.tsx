import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SPOT_STATES, TREE_DRIPS_STATUSES, TREE_HEALTH_STATES, type TreeGrid, type TreeRecord } from '@rayyan/contracts';
import { renderApp } from '../../../test/render-app';
import { jsonResponse } from '../../../test/fakes';
import { fakeApi, profile, signedInToken } from '../../../test/api-fakes';

const FIELD = '33333333-3333-4333-8333-333333333333';
const FARM = '44444444-4444-4444-8444-444444444444';
const SQUARE = { type: 'Polygon' as const, coordinates: [[[49.6, 25.4], [49.61, 25.4], [49.61, 25.41], [49.6, 25.41], [49.6, 25.4]]] };
const SLOW = { timeout: 4000 };

/** 3 rows × 4 columns, row by row; row 2 column 2 has no record; one spot of each other health state, a valve and a road. */
const GRID: TreeGrid = {
  field_id: FIELD,
  field_code: 'AHSA-01-A',
  rows: 3,
  columns: 4,
  trees: 11,
  health_states: [...TREE_HEALTH_STATES],
  spot_states: [...SPOT_STATES],
  drips_statuses: [...TREE_DRIPS_STATUSES],
  varieties: ['Khalas', 'Sheshi'],
  health: '0100' + '0.04' + '0023',
  spot: '0000' + '0.20' + '0007',
  drips: '0000' + '0.10' + '4000',
  // Khalas, Sheshi, a variety not among the field's (2), none (3).
  variety: '0001' + '0.23' + '0000',
};
const field = {
  id: FIELD, org_id: '22222222-2222-4222-8222-222222222222', farm_id: FARM, farm_code: 'AHSA-01', code: 'AHSA-01-A', name: 'Khalas Block A',
  rows: 3, columns: 4, blocked_spots: 1, free_spots: 11, number_of_spots: 12, plants_per_spot: 1, max_trees: 11, tree_type: 'date_palm', irrigation_type: 'drip',
  irrigation_factor_pct: 100, supervisor_ids: [], varieties: ['Khalas', 'Sheshi'], side_crops: [], water_source: 'underground', main_valve: null, filtering_units: 0,
  permanence: 'permanent', irrigation_advisory_enabled: true, geometry: SQUARE, area_m2: 10_000, area_feddan: 2.38, area_hectare: 1, overlapping_field_ids: [], grid_bearing_deg: null,
  created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
};
const tree = (row: number, column: number): TreeRecord => ({
  id: `11111111-1111-4111-8111-0000000${row}000${column}`.slice(0, 36),
  org_id: field.org_id, field_id: FIELD, field_code: 'AHSA-01-A', code: `AHSA-01-A-R00${row}-C00${column}`, row, column, variety: 'Khalas', gender: 'female', productive: true,
  plantation_date: '2016-03-01', age_years: 10, origin_country: 'SA', origin_type: 'sprout', health_state: 'infected', spot_state: 'planted',
  drips_total: 8, drips_working: 8, drips_broken: 0, drips_blocked: 0, drip_flow_rate: 16, valve: 'A1-V01', created_at: '2026-01-10T08:00:00.000Z', updated_at: '2026-01-10T08:00:00.000Z',
});

function openGrid(language: 'en' | 'ar' = 'en') {
  const api = fakeApi({
    '/api/me/': profile({ permissions: { farm_and_fields: ['view', 'edit'] } }),
    [`GET /api/fields/${FIELD}/`]: field,
    [`GET /api/fields/${FIELD}/trees/grid/`]: GRID,
    'GET /api/irrigation/overview/': {
      results: [{ field_id: FIELD, field_kind: 'tree', field_code: 'AHSA-01-A', field_name: 'Khalas Block A', farm_code: 'AHSA-01', status: 'active', hold_till: null, advice: null, root_zone_status: 'stressed', reason: null, computed_at: '2026-11-24T02:00:00Z' }],
    },
    'GET /api/trees/': (url: URL) => jsonResponse(200, { count: 1, count_capped: false, page_size: 1, results: [tree(Number(url.searchParams.get('row')), Number(url.searchParams.get('column')))], next_cursor: null }),
    [`GET /api/fields/${FIELD}/trees/grid/ids/`]: { ids: [tree(1, 1).id, tree(1, 2).id, tree(2, 1).id] },
    'PATCH /api/trees/bulk/': { matched: 3, changed: 2 },
  });
  const app = renderApp({ path: `/fields/${FIELD}/grid`, fetch: api.fetch, language });
  app.services.session.login({ access: signedInToken({ farming_type: ['tree'] }) });
  return { ...app, ...api };
}

/** The rulers' labels as [line, position], left to right. */
const ticks = (testId: string) =>
  Array.from(screen.getByTestId(testId).querySelectorAll('[data-line]'))
    .map((tick) => [Number(tick.getAttribute('data-line')), Number(tick.getAttribute('data-at'))] as const)
    .sort((a, b) => a[1] - b[1]);

// happy-dom lays nothing out: the canvas takes its 800 × 480 fallback, the 3 × 4 grid fits at 64 px a spot from (272, 144).
const spotPoint = (column: number, row: number) => ({ clientX: 272 + (column - 0.5) * 64, clientY: 144 + (row - 0.5) * 64 });

describe('tree grid', () => {
  it('colours by health with a legend counting each state, the rulers numbered from the left in English', async () => {
    openGrid();
    const legend = await screen.findByTestId('grid-legend', {}, SLOW);
    expect(within(legend).getByTestId('grid-legend-healthy').textContent).toBe('Healthy7');
    expect(within(legend).getByTestId('grid-legend-dead').textContent).toBe('Dead1');
    expect(within(legend).getByTestId('grid-legend-no_record').textContent).toBe('No record1');
    await waitFor(() => expect(ticks('grid-column-ruler').map(([line]) => line)).toEqual([1, 2, 3, 4]));
    expect(ticks('grid-row-ruler').map(([line]) => line).sort()).toEqual([1, 2, 3]);
    expect(screen.getByTestId('tree-grid-summary').textContent).toContain('3 rows × 4 columns · 11 records');

    fireEvent.click(screen.getByRole('radio', { name: 'Drips' }));
    expect(within(screen.getByTestId('grid-legend')).getByTestId('grid-legend-some_broken').textContent).toBe('Some broken1');
    expect(within(screen.getByTestId('grid-legend')).getByTestId('grid-legend-no_drips').getAttribute('data-count')).toBe('1');

    // Irrigation: the field's one root zone status on its living palms (planted, not dead), the rest apart.
    fireEvent.click(screen.getByRole('radio', { name: 'Irrigation' }));
    expect(within(screen.getByTestId('grid-legend')).getByTestId('grid-legend-stressed').textContent).toBe('Stressed8');
    expect(within(screen.getByTestId('grid-legend')).getByTestId('grid-legend-no_palm').textContent).toBe('No living palm3');
    expect(screen.getByTestId('grid-irrigation-note').textContent).toContain('(Stressed)');

    fireEvent.click(screen.getByRole('radio', { name: 'Variety' }));
    const varieties = Array.from(within(screen.getByTestId('grid-legend')).getAllByRole('listitem')).map((item) => item.textContent);
    expect(varieties).toEqual(['Khalas8', 'Sheshi1', 'Other varieties1', 'No variety1', 'No record1']);
  });

  it('reads right to left in Arabic: column 1 is the rightmost, and the legend speaks Arabic', async () => {
    openGrid('ar');
    const legend = await screen.findByTestId('grid-legend', {}, SLOW);
    expect(within(legend).getByTestId('grid-legend-infected').textContent).toBe('مصابة1');
    await waitFor(() => expect(ticks('grid-column-ruler').map(([line]) => line)).toEqual([4, 3, 2, 1]));
    expect(screen.getByTestId('grid-column-ruler').closest('[dir]')!.getAttribute('dir')).toBe('rtl');
    fireEvent.click(screen.getByRole('radio', { name: 'حالة الموقع' }));
    expect(within(screen.getByTestId('grid-legend')).getByTestId('grid-legend-road').textContent).toBe('طريق1');
    expect(within(screen.getByTestId('grid-legend')).getByTestId('grid-legend-valve').textContent).toBe('محبس1');
    // A click on the rightmost spot of the first row opens row 1, column 1.
    const canvas = screen.getByTestId('tree-grid-canvas');
    fireEvent.pointerDown(canvas, { ...spotPoint(4, 1), pointerId: 1 });
    fireEvent.pointerUp(canvas, { ...spotPoint(4, 1), pointerId: 1 });
    expect((await screen.findByTestId('tree-form-place', {}, SLOW)).textContent).toContain('AHSA-01-A-R001-C001');
  });

  it('opens the clicked tree in the edit form, and changes a shift+dragged box in one bulk change', async () => {
    const { calls } = openGrid();
    await screen.findByTestId('grid-legend', {}, SLOW);
    const canvas = screen.getByTestId('tree-grid-canvas');
    fireEvent.pointerDown(canvas, { ...spotPoint(3, 2), pointerId: 1 });
    fireEvent.pointerUp(canvas, { ...spotPoint(3, 2), pointerId: 1 });
    expect((await screen.findByTestId('tree-form-place', {}, SLOW)).textContent).toContain('AHSA-01-A-R002-C003');
    const listed = calls.find((c) => c.path === '/api/trees/')!.url.searchParams;
    expect([listed.get('field_id'), listed.get('row'), listed.get('column')]).toEqual([FIELD, '2', '3']);
    fireEvent.click(within(screen.getByTestId('tree-form')).getByRole('button', { name: 'Cancel' }));

    fireEvent.pointerDown(canvas, { ...spotPoint(1, 1), pointerId: 2, shiftKey: true });
    fireEvent.pointerMove(canvas, { ...spotPoint(2, 2), pointerId: 2, shiftKey: true });
    fireEvent.pointerUp(canvas, { ...spotPoint(2, 2), pointerId: 2, shiftKey: true });
    expect((await screen.findByTestId('grid-selection-summary')).textContent).toBe('Rows 1–2, columns 1–2: 3 records');
    fireEvent.click(screen.getByTestId('grid-bulk-health'));
    fireEvent.click(await screen.findByRole('option', { name: 'Dead' }));
    fireEvent.click(screen.getByTestId('grid-bulk-apply'));
    expect(await screen.findByText('2 of 3 selected records changed.')).toBeTruthy();
    const box = calls.find((c) => c.path === `/api/fields/${FIELD}/trees/grid/ids/`)!.url.searchParams;
    expect(Object.fromEntries(box)).toEqual({ from_row: '1', to_row: '2', from_column: '1', to_column: '2' });
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ ids: [tree(1, 1).id, tree(1, 2).id, tree(2, 1).id], health_state: 'dead' });
    await waitFor(() => expect(screen.queryByTestId('grid-selection')).toBeNull());
  });
});
