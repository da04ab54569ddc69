import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { jsonResponse } from '../../test/fakes';
import { fakeApi, profile, signedInToken, userRow } from '../../test/api-fakes';
import { viewOnlyPermissions } from '@rayyan/contracts';

function usersPage(count: number, rows = [userRow({ name: 'Sara Ali', user_name: 'sara.ali' }), userRow({ name: 'Omar Hassan', user_name: 'omar.h' })]) {
  return (url: URL) =>
    jsonResponse(200, { count, page: Number(url.searchParams.get('page')), page_size: Number(url.searchParams.get('page_size')), results: rows });
}

function openUsers(options: { me?: ReturnType<typeof profile>; language?: 'en' | 'ar'; routes?: Record<string, unknown> } = {}) {
  const api = fakeApi({
    '/api/me/': options.me ?? profile(),
    '/api/users/': usersPage(45),
    '/api/policies/': { count: 0, page: 1, page_size: 20, results: [] },
    ...options.routes,
  });
  const app = renderApp({ path: '/users', fetch: api.fetch, language: options.language });
  app.services.session.login({ access: signedInToken() });
  return { ...app, ...api };
}

const listCalls = (calls: { path: string; method: string; url: URL }[]) =>
  calls.filter((c) => c.path === '/api/users/' && c.method === 'GET' && c.url.searchParams.get('page_size') !== '100');

describe('users page', () => {
  it('lists the users of the page with the count and asks the server for page 1 of 20', async () => {
    const { calls } = openUsers();
    expect(await screen.findByTestId('users-row-sara.ali')).toBeTruthy();
    expect(screen.getByTestId('users-row-omar.h').textContent).toContain('Omar Hassan');
    expect(screen.getByTestId('users-pagination-summary').textContent).toBe('1–20 of 45');
    const first = listCalls(calls)[0]!.url.searchParams;
    expect(first.get('page')).toBe('1');
    expect(first.get('page_size')).toBe('20');
  });

  it('sends the search after typing stops, and the page the user picks', async () => {
    const { calls, router } = openUsers();
    await screen.findByTestId('users-row-sara.ali');
    fireEvent.click(screen.getByTestId('users-pagination-page-3'));
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.searchParams.get('page')).toBe('3'));
    expect(router.state.location.search).toContain('page=3');

    fireEvent.change(screen.getByTestId('users-search'), { target: { value: 'sara' } });
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.searchParams.get('search')).toBe('sara'));
    // A new search starts again at page 1.
    expect(listCalls(calls).at(-1)!.url.searchParams.get('page')).toBe('1');
  });

  it('hides create, edit and deactivate for a view-only policy', async () => {
    openUsers({ me: profile({ user_type: 'normal', permissions: viewOnlyPermissions() as Record<string, string[]> }) });
    expect(await screen.findByTestId('users-row-sara.ali')).toBeTruthy();
    // The profile is known once the rows are there; the buttons never appear.
    await waitFor(() => expect(screen.getByTestId('users-export')).toBeTruthy());
    expect(screen.queryByTestId('users-create')).toBeNull();
    expect(screen.queryByTestId('users-edit-sara.ali')).toBeNull();
    expect(screen.queryByTestId('users-deactivate-sara.ali')).toBeNull();
  });

  it('shows the buttons to a user whose policy allows them', async () => {
    openUsers();
    expect(await screen.findByTestId('users-create')).toBeTruthy();
    expect(await screen.findByTestId('users-edit-sara.ali')).toBeTruthy();
    expect(screen.getByTestId('users-deactivate-sara.ali')).toBeTruthy();
  });

  it('refuses a phone number without the plus sign with the spec message, without calling the server', async () => {
    const { calls } = openUsers();
    fireEvent.click(await screen.findByTestId('users-create'));
    const form = await screen.findByTestId('user-form');
    fireEvent.change(within(form).getByTestId('user-form-name'), { target: { value: 'Nour' } });
    fireEvent.change(within(form).getByTestId('user-form-user_name'), { target: { value: 'nour.k' } });
    fireEvent.change(within(form).getByTestId('user-form-password'), { target: { value: 'long-enough-1' } });
    fireEvent.change(within(form).getByTestId('user-form-phone'), { target: { value: '0501234567' } });
    fireEvent.click(within(form).getByTestId('user-form-submit'));
    expect(await within(form).findByText('Must be a valid Number Exp: +xxxxxxxxxxx')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows a duplicate user name from the server under the user name input', async () => {
    openUsers({
      routes: {
        'POST /api/users/': () => jsonResponse(409, { error: { code: 'duplicate_user_name', message: 'This user name is already taken.' } }),
      },
    });
    fireEvent.click(await screen.findByTestId('users-create'));
    const form = await screen.findByTestId('user-form');
    fireEvent.change(within(form).getByTestId('user-form-name'), { target: { value: 'Nour' } });
    fireEvent.change(within(form).getByTestId('user-form-user_name'), { target: { value: 'sara.ali' } });
    fireEvent.change(within(form).getByTestId('user-form-password'), { target: { value: 'long-enough-1' } });
    fireEvent.click(within(form).getByTestId('user-form-submit'));
    const input = within(form).getByTestId('user-form-user_name');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent).join(' ')).toContain('This user name is already taken.');
  });

  it('renders in Arabic, right to left, with translated column headers', async () => {
    openUsers({ language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'المستخدمون' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    const headers = within(await screen.findByTestId('users-table')).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['الاسم', 'اسم المستخدم', 'الدور في المزرعة', 'سياسة الوصول', 'الحالة']));
    expect(screen.getByTestId('users-export').textContent).toBe('تصدير إلى Excel');
  });

  it('names a seeded policy in Arabic, and a policy the organisation named as typed', async () => {
    const rows = [userRow({ name: 'Sara Ali', user_name: 'sara.ali', policy_name: 'Field workers' }), userRow({ name: 'Omar Hassan', user_name: 'omar.h', policy_name: 'Pickers' })];
    openUsers({ language: 'ar', routes: { '/api/users/': usersPage(2, rows) } });
    expect((await screen.findByTestId('users-row-sara.ali')).textContent).toContain('العمال الميدانيون');
    expect(screen.getByTestId('users-row-sara.ali').textContent).not.toContain('Field workers');
    expect(screen.getByTestId('users-row-omar.h').textContent).toContain('Pickers');
  });
});
