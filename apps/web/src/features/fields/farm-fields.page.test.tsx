import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { FarmRecord, TreeFieldListItem, TreeFieldRecord } from '@rayyan/contracts';
import { renderApp } from '../../test/render-app';
import { fakeApi, profile, signedInToken } from '../../test/api-fakes';

// The lazy route loads its chunk on first use: allow for a loaded machine.
const SLOW = { timeout: 5_000 };
const FARM = '00000000-0000-4000-8000-0000000000f1';
const FIELD = '00000000-0000-4000-8000-0000000000e1';
const ORG = '00000000-0000-4000-8000-00000000000a';
const farmSquare = { type: 'Polygon' as const, coordinates: [[[30, 30], [30.01, 30], [30.01, 30.01], [30, 30.01], [30, 30]]] };
const fieldSquare = { type: 'Polygon' as const, coordinates: [[[30.002, 30.002], [30.004, 30.002], [30.004, 30.004], [30.002, 30.004], [30.002, 30.002]]] };

const farm: FarmRecord = {
  id: FARM, org_id: ORG, region_id: null, region_name: null, code: 'AHSA-01', name: 'Al-Ahsa Palms', address: null, farming_type: 'tree', area_unit: 'feddan', unit_system: 'metric',
  services: { hd_satellite_imagery: false, chatbot: false, advanced_irrigation: false }, farm_owner_id: null, geometry: farmSquare, center: { lat: 30.005, lng: 30.005 }, zoom: 15,
  area_m2: 1_068_000, area_feddan: 254.2348, area_hectare: 106.8, fields_count: 1, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
};
// What the list answers: the field without its border.
const row: TreeFieldListItem = {
  id: FIELD, org_id: ORG, farm_id: FARM, farm_code: 'AHSA-01', code: 'AHSA-01-A', name: 'Khalas Block A', rows: 3, columns: 4, blocked_spots: 1, free_spots: 11, number_of_spots: 12,
  plants_per_spot: 1, max_trees: 11, tree_type: 'date_palm', irrigation_type: 'drip', irrigation_factor_pct: 100, supervisor_ids: [], varieties: ['Khalas'], side_crops: [],
  water_source: 'underground', main_valve: null, filtering_units: 0, permanence: 'permanent', irrigation_advisory_enabled: true, grid_bearing_deg: null,
  area_m2: 44_000, area_feddan: 10.47, area_hectare: 4.4, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
};
const record: TreeFieldRecord = { ...row, geometry: fieldSquare, overlapping_field_ids: [] };

function openFarm(language: 'en' | 'ar') {
  const api = fakeApi({
    '/api/me/': profile({ permissions: { farm_and_fields: ['view', 'create', 'edit', 'delete'] } }),
    [`GET /api/farms/${FARM}/`]: farm,
    'GET /api/fields/': { count: 1, page: 1, page_size: 20, results: [row] },
    'GET /api/fields/map/': { count: 1, results: [{ id: FIELD, farm_id: FARM, code: row.code, name: row.name, season_state: null, grid_bearing_deg: null, geometry: fieldSquare, area_m2: 44_000, area_feddan: 10.47, area_hectare: 4.4 }] },
    [`GET /api/fields/${FIELD}/`]: record,
    'GET /api/irrigation/overview/': { results: [] },
  });
  const app = renderApp({ path: `/fields/${FARM}`, fetch: api.fetch, language });
  app.services.session.login({ access: signedInToken({ farming_type: ['tree'] }) });
  return api;
}

describe("a farm's fields (/fields/:farmId): editing a field from its list row", () => {
  it.each(['en', 'ar'] as const)('reads the field with its border before the form opens, so its details follow without redrawing (%s)', { timeout: 20_000 }, async (language) => {
    const api = openFarm(language);
    fireEvent.click(await screen.findByTestId(`fields-edit-${FIELD}`, {}, SLOW));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'GET' && c.path === `/api/fields/${FIELD}/`)).toBe(true));
    // The stored border is the form's: the next step opens on the field's details, not on "draw the field first".
    fireEvent.click(await screen.findByTestId('field-form-next', {}, SLOW));
    expect(((await screen.findByTestId('field-form-code', {}, SLOW)) as HTMLInputElement).value).toBe('AHSA-01-A');
    expect((screen.getByTestId('field-form-name') as HTMLInputElement).value).toBe('Khalas Block A');
  });
});
