import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { jsonResponse } from '../../test/fakes';
import { fakeApi, profile, signedInToken } from '../../test/api-fakes';

const ALERT_ID = '00000000-0000-4000-8000-0000000000b1';
const ORG_ID = '00000000-0000-4000-8000-00000000000a';

const stored = (overrides: Record<string, unknown>) => ({
  id: ALERT_ID, org_id: ORG_ID, farm_id: null, start_date: null, end_date: null, always_active: true, hourly: false, min_threshold: null, max_threshold: null,
  active: true, created_at: '2026-06-01T00:00:00Z', updated_at: '2026-06-01T00:00:00Z', name: 'Heat', type: 'heat', ...overrides,
});

function setup(language: 'en' | 'ar' = 'en', alerts: unknown[] = []) {
  let created: unknown = null;
  const api = fakeApi({
    '/api/me/': profile(),
    '/api/farms/': { count: 0, page: 1, page_size: 100, results: [] },
    'GET /api/weather-alerts/': () => jsonResponse(200, { count: alerts.length, page: 1, page_size: 20, results: alerts }),
    'POST /api/weather-alerts/': (_url: URL, init: RequestInit | undefined) => {
      created = JSON.parse(String(init?.body));
      return jsonResponse(201, { id: ALERT_ID, org_id: ORG_ID, farm_id: null, start_date: null, end_date: null, always_active: true, hourly: false, min_threshold: null, max_threshold: 40, active: true, created_at: '2026-06-01T00:00:00Z', updated_at: '2026-06-01T00:00:00Z', name: 'Heat', type: 'heat', ...(created as object) });
    },
    'DELETE /api/weather-alerts/00000000-0000-4000-8000-0000000000b2/': () => new Response(null, { status: 204 }),
    [`PATCH /api/weather-alerts/${ALERT_ID}/`]: (_url: URL, init: RequestInit | undefined) =>
      jsonResponse(200, { ...(alerts[0] as object), ...JSON.parse(String(init?.body)) }),
    '/api/notifications/': { results: [], unread_count: 0 },
  });
  const app = renderApp({ path: '/settings/weather-alerts', fetch: api.fetch, language });
  app.services.session.login({ access: signedInToken() });
  return { app, api, created: () => created };
}

describe('weather alert form', () => {
  it('validates with the contract rules before sending, then creates the alert', async () => {
    const { api, created } = setup();
    fireEvent.click(await screen.findByTestId('weather-alert-create'));
    const form = await screen.findByTestId('alert-form');
    fireEvent.click(within(form).getByTestId('alert-submit'));
    // name, type, dates (not always active) and a threshold are required
    await waitFor(() => expect(form.querySelectorAll('[id$="-error"]').length).toBeGreaterThanOrEqual(4));
    expect(form.textContent).toContain('Give a start and end date, or make the alert always active.');
    expect(form.textContent).toContain('Give a minimum or a maximum threshold.');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByTestId('alert-name'), { target: { value: 'Heat' } });
    fireEvent.change(within(form).getByTestId('alert-start'), { target: { value: '2026-06-10' } });
    fireEvent.change(within(form).getByTestId('alert-end'), { target: { value: '2026-06-01' } });
    fireEvent.change(within(form).getByTestId('alert-min'), { target: { value: '45' } });
    fireEvent.change(within(form).getByTestId('alert-max'), { target: { value: '40' } });
    fireEvent.click(within(form).getByTestId('alert-submit'));
    await waitFor(() => expect(form.textContent).toContain('The end date cannot be before the start date.'));
    expect(form.textContent).toContain('The minimum cannot be above the maximum.');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(within(form).getByTestId('alert-always-active'));
    fireEvent.change(within(form).getByTestId('alert-min'), { target: { value: '' } });
    // type: open the select and pick "Heat"
    fireEvent.click(within(form).getByTestId('alert-type'));
    fireEvent.click(await screen.findByRole('option', { name: 'Heat' }));
    expect(within(form).getByLabelText('Maximum (°C)')).toBeTruthy();
    fireEvent.click(within(form).getByTestId('alert-submit'));
    await waitFor(() => expect(created()).not.toBeNull());
    expect(created()).toMatchObject({ name: 'Heat', type: 'heat', always_active: true, max_threshold: 40, min_threshold: null, start_date: null, end_date: null });
  }, 15_000);
});

describe('weather alert units in Arabic', () => {
  it('labels the thresholds with Arabic unit symbols', async () => {
    setup('ar');
    fireEvent.click(await screen.findByTestId('weather-alert-create'));
    const form = await screen.findByTestId('alert-form');
    fireEvent.click(within(form).getByTestId('alert-type'));
    fireEvent.click(await screen.findByRole('option', { name: 'سرعة الرياح' }));
    expect(await within(form).findByLabelText('الحد الأقصى (كم/س)')).toBeTruthy();
    expect(form.textContent).not.toContain('km/h');
  });

  it('says an organisation without alerts has "No Items", not "No Content Yet"', async () => {
    setup();
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No Items');
    expect(document.body.textContent).not.toContain('No Content Yet');
  });
});

describe('weather alerts list', () => {
  it('says what fires: above a maximum, below a minimum, outside a range', async () => {
    setup('en', [
      stored({ name: 'Heat over 38', max_threshold: 38 }),
      stored({ id: '00000000-0000-4000-8000-0000000000b2', name: 'Frost', type: 'cold', min_threshold: 2 }),
      stored({ id: '00000000-0000-4000-8000-0000000000b3', name: 'Mild', min_threshold: 10, max_threshold: 35 }),
    ]);
    expect((await screen.findByTestId('weather-alert-row-Heat over 38')).textContent).toContain('Above 38 °C');
    expect(screen.getByTestId('weather-alert-row-Frost').textContent).toContain('Below 2 °C');
    expect(screen.getByTestId('weather-alert-row-Mild').textContent).toContain('Below 10 or above 35 °C');
  });
});

describe('editing a weather alert', () => {
  it('opens the alert with its values, refuses a minimum above its maximum, then saves the new threshold', async () => {
    const { api } = setup('en', [stored({ name: 'Heat over 38', max_threshold: 38 })]);
    fireEvent.click(await screen.findByTestId('weather-alert-edit-Heat over 38'));
    const form = await screen.findByTestId('alert-form');
    expect((within(form).getByTestId('alert-name') as HTMLInputElement).value).toBe('Heat over 38');
    expect((within(form).getByTestId('alert-max') as HTMLInputElement).value).toBe('38');

    // A cross-field rule of the contract, checked on the alert as it will be.
    fireEvent.change(within(form).getByTestId('alert-min'), { target: { value: '45' } });
    fireEvent.click(within(form).getByTestId('alert-submit'));
    await waitFor(() => expect(form.textContent).toContain('The minimum cannot be above the maximum.'));
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);

    fireEvent.change(within(form).getByTestId('alert-min'), { target: { value: '' } });
    fireEvent.change(within(form).getByTestId('alert-max'), { target: { value: '35' } });
    fireEvent.click(within(form).getByTestId('alert-submit'));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = api.calls.find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe(`/api/weather-alerts/${ALERT_ID}/`);
    expect(patch.body).toMatchObject({ name: 'Heat over 38', max_threshold: 35, min_threshold: null });
  }, 15_000);
});

describe('weather alerts on the resource list', () => {
  it('asks for a page, searches by name, counts the alerts and deletes one only after confirmation', async () => {
    const { api } = setup('en', [stored({ name: 'Heat over 38', max_threshold: 38 }), stored({ id: '00000000-0000-4000-8000-0000000000b2', name: 'Frost', type: 'cold', min_threshold: 2 })]);
    await screen.findByTestId('weather-alert-row-Frost');
    expect(screen.getByTestId('weather-alert-pagination-summary').textContent).toBe('1–2 of 2');
    const listCall = api.calls.find((c) => c.method === 'GET' && c.path === '/api/weather-alerts/')!;
    expect(Object.fromEntries(listCall.url.searchParams)).toMatchObject({ page: '1', page_size: '20' });

    fireEvent.change(screen.getByTestId('weather-alert-search'), { target: { value: 'Frost' } });
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/weather-alerts/' && c.url.searchParams.get('search') === 'Frost')).toBe(true), { timeout: 2000 });

    fireEvent.click(screen.getByTestId('weather-alert-delete-Frost'));
    const dialog = await screen.findByTestId('weather-alert-delete-confirm');
    expect(dialog.textContent).toContain('Delete the alert "Frost"?');
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('weather-alert-delete-confirm-confirm'));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE' && c.path.endsWith('0000000000b2/'))).toBe(true));
    expect(await screen.findByText('Alert deleted')).toBeTruthy();
  }, 15_000);

  it('reads in Arabic: the title, the search and the empty list', async () => {
    setup('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'تنبيهات الطقس' })).toBeTruthy();
    expect(screen.getByLabelText('البحث في التنبيهات')).toBeTruthy();
    expect((await screen.findByTestId('empty-state')).textContent).toBe('لا توجد عناصر');
  });
});
