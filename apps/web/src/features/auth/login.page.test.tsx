import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { fakeAccessToken, jsonResponse } from '../../test/fakes';

const invalidCredentials = () =>
  jsonResponse(401, { error: { code: 'invalid_credentials', message: 'user name or password is incorrect !' } });

async function submitLogin(username: string, password: string) {
  fireEvent.change(await screen.findByTestId('login-username'), { target: { value: username } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

describe('login page', () => {
  it('shows the translated error in Arabic, right to left', async () => {
    const fetch = vi.fn(async () => invalidCredentials());
    renderApp({ path: '/auth/login', fetch, language: 'ar' });

    expect(await screen.findByRole('heading', { name: 'تسجيل الدخول' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(screen.getByLabelText('اللغة')).toBeTruthy();

    await submitLogin('0501234567', 'wrong-password');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('اسم المستخدم أو كلمة المرور غير صحيحة !');
    expect(fetch).toHaveBeenCalledWith('/api/token/', expect.objectContaining({ method: 'POST' }));
  });

  it('shows the English error for the code in English', async () => {
    renderApp({ path: '/auth/login', fetch: vi.fn(async () => invalidCredentials()) });
    expect(document.documentElement.dir).toBe('ltr');
    await submitLogin('ahmed', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toContain('user name or password is incorrect !');
  });

  it('tells when sign-in may be tried again after too many failures', async () => {
    const blocked = () =>
      new Response(JSON.stringify({ error: { code: 'too_many_attempts', message: 'Too many failed sign-in attempts. Please try again later.' } }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '120' },
      });
    renderApp({ path: '/auth/login', fetch: vi.fn(async () => blocked()) });
    await submitLogin('ahmed', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toContain('You can try again in 2 minutes.');
  });

  it('tells when to try again in Arabic', async () => {
    const blocked = () =>
      new Response(JSON.stringify({ error: { code: 'too_many_attempts', message: 'x' } }), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '45' } });
    renderApp({ path: '/auth/login', fetch: vi.fn(async () => blocked()), language: 'ar' });
    await submitLogin('0501234567', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('محاولات دخول فاشلة كثيرة');
    expect(alert.textContent).toContain('يمكنك المحاولة مرة أخرى بعد دقيقة واحدة.');
  });

  it('asks for the missing fields without calling the server', async () => {
    const fetch = vi.fn(async () => invalidCredentials());
    renderApp({ path: '/auth/login', fetch });
    fireEvent.click(await screen.findByTestId('login-submit'));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('signs in and lands on the home page with the side navigation of the user', async () => {
    const access = fakeAccessToken({ exp: Math.floor(Date.now() / 1000) + 3600, user_name: 'Ahmed', farming_type: ['crop'] });
    const fetch = vi.fn(async (url: string) => (url === '/api/token/' ? jsonResponse(200, { access, refresh: 'r-1' }) : jsonResponse(200, {})));
    const { router } = renderApp({ path: '/auth/login', fetch: fetch as unknown as typeof globalThis.fetch });
    await submitLogin('ahmed', 'correct-password');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(nav.querySelector('[data-testid="nav-crop_fields"]')?.getAttribute('href')).toBe('/crop-fields');
    expect(screen.getByTestId('nav-logout').textContent).toBe('Logout');
    expect(screen.getByTestId('shell-user-name').textContent).toBe('Ahmed');
  });

  it('opening a page outside the menu sends the user home with the not-authorised popup', async () => {
    const access = fakeAccessToken({ exp: Math.floor(Date.now() / 1000) + 3600, farming_type: ['tree'], farm_role: 'agriculture_engineer' });
    const fetch = vi.fn(async () => jsonResponse(200, { access, refresh: 'r-1' }));
    const { router, services } = renderApp({ path: '/auth/login', fetch: fetch as unknown as typeof globalThis.fetch });
    services.session.login({ access });
    await waitFor(() => expect(router.state.location.pathname).toBe('/review'));

    await router.navigate('/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/review'));
    expect(await screen.findByText('This feature is assigned to the operation team.')).toBeTruthy();
  });
});
