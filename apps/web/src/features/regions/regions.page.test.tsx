import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { jsonResponse } from '../../test/fakes';
import { fakeApi, profile, signedInToken } from '../../test/api-fakes';

const region = { id: '00000000-0000-4000-8000-0000000000e1', org_id: '00000000-0000-4000-8000-00000000000a', name: 'Al-Ahsa', code: 'AHSA', address: null, farms_count: 3, traps_count: 12, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };
const farmAccess = { farm_and_fields: ['view', 'create', 'edit', 'delete'] };

function openRegions(language: 'en' | 'ar' = 'en') {
  const api = fakeApi({
    '/api/me/': profile({ permissions: farmAccess }),
    'GET /api/regions/': { count: 1, page: 1, page_size: 20, results: [region] },
    'POST /api/regions/': () => jsonResponse(409, { error: { code: 'duplicate_code', message: 'A region with this code already exists.' } }),
  });
  const app = renderApp({ path: '/farms', fetch: api.fetch, language });
  app.services.session.login({ access: signedInToken() });
  return { ...app, ...api };
}

describe('regions page on the resource kit', () => {
  it('lists regions with their farm and trap counts, and offers the Excel export', async () => {
    openRegions();
    const row = await screen.findByTestId(`regions-row-${region.id}`);
    expect(within(row).getByText('Al-Ahsa')).toBeTruthy();
    expect(row.textContent).toContain('12');
    expect(screen.getByTestId('regions-export')).toBeTruthy();
  });

  it('puts a taken code under the code field, in Arabic, and keeps the drawer open', async () => {
    const { calls } = openRegions('ar');
    fireEvent.click(await screen.findByTestId('regions-create'));
    fireEvent.change(await screen.findByTestId('region-form-name'), { target: { value: 'الواحة' } });
    fireEvent.change(screen.getByTestId('region-form-code'), { target: { value: 'AHSA' } });
    fireEvent.click(screen.getByTestId('region-form-submit'));
    expect(await screen.findByText('هذا الرمز مستخدم بالفعل.')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toMatchObject({ name: 'الواحة', code: 'AHSA' }));
    expect(screen.queryByTestId('region-form-error')).toBeNull();
    expect(screen.getByTestId('region-form')).toBeTruthy();
  });
});
