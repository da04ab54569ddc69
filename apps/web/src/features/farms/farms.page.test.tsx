import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { FarmRecord } from '@rayyan/contracts';
import { renderApp } from '../../test/render-app';
import { fakeApi, profile, signedInToken } from '../../test/api-fakes';
import { digitsStore } from '../../app/i18n/format';

// The lazy route loads its chunk on first use: allow for a loaded machine.
const SLOW = { timeout: 5_000 };

const square = { type: 'Polygon' as const, coordinates: [[[30, 30], [30.01, 30], [30.01, 30.01], [30, 30.01], [30, 30]]] };
const farm = (overrides: Partial<FarmRecord>): FarmRecord => ({
  id: '00000000-0000-4000-8000-0000000000f1', org_id: '00000000-0000-4000-8000-00000000000a', region_id: null, region_name: 'Al-Ahsa', code: 'AHSA-01', name: 'Al-Ahsa Palms',
  address: null, farming_type: 'tree', area_unit: 'feddan', unit_system: 'metric', services: { hd_satellite_imagery: false, chatbot: false, advanced_irrigation: false },
  farm_owner_id: null, geometry: square, center: { lat: 30.005, lng: 30.005 }, zoom: 15, area_m2: 1_068_000, area_feddan: 254.2348, area_hectare: 106.8, fields_count: 2,
  created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', ...overrides,
});

describe('farms list (/fields)', () => {
  it("shows each farm's area in its own unit (feddan or hectare) and its region", async () => {
    const api = fakeApi({
      '/api/me/': profile({ permissions: { farm_and_fields: ['view', 'create', 'edit', 'delete'] } }),
      '/api/farms/': { count: 2, page: 1, page_size: 20, results: [farm({}), farm({ id: '00000000-0000-4000-8000-0000000000f2', code: 'DELTA-01', name: 'Delta', area_unit: 'hectare', region_name: null })] },
    });
    const app = renderApp({ path: '/fields', fetch: api.fetch });
    app.services.session.login({ access: signedInToken({ farming_type: ['tree'] }) });
    expect((await screen.findByTestId('farms-area-00000000-0000-4000-8000-0000000000f1', {}, SLOW)).textContent).toBe('254.23 feddan');
    expect(screen.getByTestId('farms-area-00000000-0000-4000-8000-0000000000f2').textContent).toBe('106.80 ha');
    expect(within(screen.getByTestId('farms-row-00000000-0000-4000-8000-0000000000f2')).getByText('No region')).toBeTruthy();
    expect(await screen.findByTestId('farms-create')).toBeTruthy();
  });

  it('writes areas and counts with Arabic-Indic digits when the user chose them', async () => {
    digitsStore.set('arab');
    const api = fakeApi({
      '/api/me/': profile({ permissions: { farm_and_fields: ['view'] } }),
      '/api/farms/': { count: 1, page: 1, page_size: 20, results: [farm({})] },
    });
    const app = renderApp({ path: '/fields', fetch: api.fetch, language: 'ar' });
    app.services.session.login({ access: signedInToken({ farming_type: ['tree'] }) });
    expect((await screen.findByTestId('farms-area-00000000-0000-4000-8000-0000000000f1', {}, SLOW)).textContent).toContain('٢٥٤٫٢٣');
    expect(within(screen.getByTestId('farms-row-00000000-0000-4000-8000-0000000000f1')).getByText('٢')).toBeTruthy();
  });
});
