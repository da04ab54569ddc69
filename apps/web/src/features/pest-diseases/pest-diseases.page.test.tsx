import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ObservationRecord, PestRecord } from '@rayyan/contracts';
import { renderApp } from '../../test/render-app';
import { jsonResponse } from '../../test/fakes';
import { fakeApi, profile, signedInToken } from '../../test/api-fakes';
import { monthRuns, pestText } from './pest-text';

const ORG = '22222222-2222-4222-8222-222222222222';
const FIELD = '33333333-3333-4333-8333-333333333333';
const pest: PestRecord = {
  id: '11111111-1111-4111-8111-000000000001',
  org_id: ORG,
  code: 'alfalfa_weevil',
  kind: 'insect',
  name_en: 'Alfalfa weevil',
  name_ar: 'سوسة البرسيم',
  scientific_name: 'Hypera postica',
  hosts: ['alfalfa'],
  active_months: [2, 3, 4],
  symptoms_en: 'Skeletonised leaves.',
  symptoms_ar: 'أوراق مهيكلة.',
  threshold_en: 'About 40 % of tips.',
  threshold_ar: 'نحو 40 % من القمم.',
  treatments_en: 'Early cut.',
  treatments_ar: 'حش مبكر.',
  recent_observations: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const observation: ObservationRecord = {
  id: '44444444-4444-4444-8444-000000000001',
  org_id: ORG,
  pest_id: pest.id,
  pest_name_en: 'Alfalfa weevil',
  pest_name_ar: 'سوسة البرسيم',
  observed_on: '2026-11-18',
  severity: 'moderate',
  count: 14,
  field_id: null,
  crop_field_id: FIELD,
  tree_id: null,
  trap_id: null,
  place_code: 'TA-P2',
  lat: null,
  lng: null,
  note: 'Larvae in sweep-net samples',
  created_at: '2026-11-18T08:00:00.000Z',
  updated_at: '2026-11-18T08:00:00.000Z',
};

function openPage(language: 'en' | 'ar', path = '/pest-diseases', routes: Record<string, unknown> = {}) {
  const page = (results: unknown[]) => ({ count: results.length, page: 1, page_size: 20, results });
  const api = fakeApi({
    '/api/me/': profile({ permissions: { pests_and_diseases: ['view', 'create', 'edit'] } }),
    'GET /api/pests/': page([pest]),
    'GET /api/scouting-observations/': page([observation]),
    'GET /api/crop-fields/': page([]),
    'GET /api/fields/': page([]),
    'GET /api/traps/': page([]),
    ...routes,
  });
  const app = renderApp({ path, fetch: api.fetch, language });
  app.services.session.login({ access: signedInToken({ farming_type: ['crop'] }) });
  return api;
}

describe('pests and diseases page', () => {
  it('shows the catalogue in Arabic with its season, and the details of an entry', async () => {
    openPage('ar');
    const row = await screen.findByTestId('pests-row-alfalfa_weevil');
    expect(row.textContent).toContain('سوسة البرسيم');
    expect(row.textContent).toContain('Hypera postica');
    expect(row.textContent).toContain('البرسيم الحجازي');
    fireEvent.click(within(row).getByTestId('pest-details-alfalfa_weevil'));
    const drawer = await screen.findByTestId('pest-details-drawer');
    expect(within(drawer).getByTestId('pest-details-threshold').textContent).toBe('نحو 40 % من القمم.');
  });

  it('records an observation on a crop field', { timeout: 20_000 }, async () => {
    const { calls } = openPage('en', '/pest-diseases?tab=scouting', { 'POST /api/scouting-observations/': () => jsonResponse(201, observation) });
    expect((await screen.findByTestId(`observations-row-${observation.id}`)).textContent).toContain('TA-P2');
    fireEvent.click(screen.getByTestId('observations-create'));
    const drawer = await screen.findByTestId('observation-drawer');
    fireEvent.click(within(drawer).getByTestId('observation-form-pest_id'));
    fireEvent.click(await screen.findByRole('option', { name: 'Alfalfa weevil' }));
    // Placed nowhere: the page says where it may be placed, and sends nothing.
    fireEvent.click(within(drawer).getByTestId('observation-form-submit'));
    expect(await within(drawer).findByText('Choose where it was seen: a field, a tree, a trap, or a point on the map.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(drawer).getByTestId('observation-form-lat'), { target: { value: '22.745' } });
    fireEvent.change(within(drawer).getByTestId('observation-form-lng'), { target: { value: '31.155' } });
    fireEvent.click(within(drawer).getByTestId('observation-form-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ pest_id: pest.id, lat: 22.745, lng: 31.155, severity: 'low', tree_infected: false }));
  });

  it('edits a catalogue entry in Arabic: its fields labelled and filled, the changed text sent', { timeout: 20_000 }, async () => {
    const { calls } = openPage('ar', '/pest-diseases', { [`PATCH /api/pests/${pest.id}/`]: () => jsonResponse(200, pest) });
    fireEvent.click(await screen.findByTestId('pests-edit-alfalfa_weevil'));
    const drawer = await screen.findByTestId('pest-drawer');
    const nameAr = within(drawer).getByTestId('pest-form-name_ar') as HTMLInputElement;
    expect(nameAr.value).toBe('سوسة البرسيم');
    expect(within(drawer).getByLabelText(/الرمز/)).toBe(within(drawer).getByTestId('pest-form-code'));
    expect((within(drawer).getByTestId('pest-form-kind') as HTMLInputElement).value).toBe('حشرة');
    fireEvent.change(within(drawer).getByTestId('pest-form-threshold_en'), { target: { value: 'About half of the tips.' } });
    fireEvent.click(within(drawer).getByTestId('pest-form-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ code: 'alfalfa_weevil', kind: 'insect', threshold_en: 'About half of the tips.', active_months: [2, 3, 4] }));
  });

  it('reads a season as runs of months, and a text in the other language when one is missing', () => {
    expect(monthRuns([3, 4, 5, 10, 11])).toEqual([[3, 5], [10, 11]]);
    expect(monthRuns([12, 1, 2, 3])).toEqual([[12, 3]]);
    expect(monthRuns([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toEqual([]);
    expect(pestText({ ...pest, name_ar: null }, 'name', 'ar')).toBe('Alfalfa weevil');
  });
});
