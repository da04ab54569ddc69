import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LaborRecord } from '@rayyan/contracts';
import { renderApp } from '../../test/render-app';
import { jsonResponse } from '../../test/fakes';
import { fakeApi, profile, signedInToken } from '../../test/api-fakes';

const labor = (overrides: Partial<LaborRecord> = {}): LaborRecord => ({
  id: '11111111-1111-4111-8111-111111111111',
  org_id: '22222222-2222-4222-8222-222222222222',
  code: 'L-01',
  name: 'Hassan Ali',
  phone: null,
  national_id: null,
  nationality: null,
  salary: 4500,
  salary_period: 'monthly',
  currency: 'EGP',
  join_date: '2026-01-10',
  leave_date: null,
  leaving_reason: null,
  notes: null,
  created_at: '2026-01-10T08:00:00.000Z',
  updated_at: '2026-01-10T08:00:00.000Z',
  ...overrides,
});

function openLabors(routes: Record<string, unknown> = {}, language: 'en' | 'ar' = 'en') {
  const rows = [labor()];
  const api = fakeApi({
    '/api/me/': profile({ farming_type: ['crop'] }),
    'GET /api/labors/': (url: URL) => jsonResponse(200, { count: rows.length, page: Number(url.searchParams.get('page')), page_size: 20, results: rows }),
    ...routes,
  });
  const app = renderApp({ path: '/labors', fetch: api.fetch, language });
  app.services.session.login({ access: signedInToken({ farming_type: ['crop'] }) });
  return { ...app, ...api, rows };
}

// The labors page is declared on the resource kit's list page and form hook: these check what the kit gives.
describe('labors list on the resource kit', () => {
  it('sends a chosen filter to the server and keeps it in the address bar', async () => {
    const { calls, router } = openLabors();
    expect(await screen.findByTestId(`labors-row-${labor().id}`)).toBeTruthy();
    fireEvent.click(screen.getByTestId('labors-filter-status'));
    fireEvent.click(await screen.findByRole('option', { name: 'Left' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/labors/').at(-1)!.url.searchParams.get('status')).toBe('left'));
    expect(router.state.location.search).toContain('status=left');
  });

  it('deletes only after the confirmation, then says so and reloads the list', async () => {
    const { calls, rows } = openLabors({
      'DELETE /api/labors/11111111-1111-4111-8111-111111111111/': () => {
        rows.pop();
        return new Response(null, { status: 204 });
      },
    });
    fireEvent.click(await screen.findByTestId(`labors-delete-${labor().id}`));
    const dialog = await screen.findByTestId('labor-delete-confirm');
    expect(dialog.textContent).toContain('Delete Hassan Ali? This cannot be undone.');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted successfully.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId(`labors-row-${labor().id}`)).toBeNull());
  });

  it('shows a server field message by its code in Arabic, and clears it when the field changes', async () => {
    openLabors(
      {
        'PATCH /api/labors/11111111-1111-4111-8111-111111111111/': () =>
          jsonResponse(400, {
            error: { code: 'validation_failed', message: 'Invalid input.', fields: { leave_date: 'The leave date cannot be before the join date.' }, field_codes: { leave_date: 'leave_before_join' } },
          }),
      },
      'ar',
    );
    fireEvent.click(await screen.findByTestId(`labors-edit-${labor().id}`));
    const leave = await screen.findByTestId('labor-form-leave_date');
    fireEvent.change(leave, { target: { value: '2025-12-31' } });
    fireEvent.click(screen.getByTestId('labor-form-submit'));
    expect(await screen.findByText('لا يمكن أن يسبق تاريخ المغادرة تاريخ الالتحاق.')).toBeTruthy();
    fireEvent.change(leave, { target: { value: '2026-02-01' } });
    await waitFor(() => expect(screen.queryByText('لا يمكن أن يسبق تاريخ المغادرة تاريخ الالتحاق.')).toBeNull());
  });

  it.each([
    ['en', 'No Items'],
    ['ar', 'لا توجد عناصر'],
  ] as const)('says a built list without rows is empty with the spec\'s "No Items" (%s), not "No Content Yet"', async (language, text) => {
    openLabors({ 'GET /api/labors/': () => jsonResponse(200, { count: 0, page: 1, page_size: 20, results: [] }) }, language);
    expect((await screen.findByTestId('empty-state')).textContent).toBe(text);
    expect(document.body.textContent).not.toContain(language === 'en' ? 'No Content Yet' : 'لا يوجد محتوى بعد');
  });
});
