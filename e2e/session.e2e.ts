import { expect, test } from '@playwright/test';
import { signIn } from './support';

// The browser's clock is driven so the 90 s token check (spec point 9) runs without waiting an hour.
test('the session ends when the access token expires', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'palm.manager');
  // Access tokens live 60 minutes; the refresh would run first, so make it fail to see expiry handling.
  await page.route('**/api/token/refresh/', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ error: { code: 'token_invalid', message: 'Token is invalid or expired.' } }) }),
  );
  await page.clock.runFor(61 * 60_000);
  await expect(page).toHaveURL(/\/auth\/login$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'token')).toBeUndefined();
});

test('a token close to expiry is refreshed, and a failed refresh signs the user out', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'pivot.manager');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'token')?.value).toMatch(/^\d+$/);
  // The refresh token is an HttpOnly cookie sent only to /api/token/, and nothing of the session is in web storage.
  expect(cookies.find((c) => c.name === 'rayyan_refresh')).toMatchObject({ httpOnly: true, path: '/api/token/', sameSite: 'Strict' });
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toMatch(/eyJ/);
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/eyJ/);

  // 32 minutes on, less than 30 minutes remain: a check (every 90 s) refreshes the token. The check at 30:00 sits
  // on the threshold itself, so the run goes on to the next one; the server's clock did not move with the page's,
  // so later checks may refresh again: the session cookie must carry at least the first new expiry.
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/token/refresh/') && r.status() === 200);
  await page.clock.runFor(32 * 60_000);
  const { access } = (await (await refreshed).json()) as { access: string };
  const { exp } = JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()) as { exp: number };
  await expect
    .poll(async () => Number((await page.context().cookies()).find((c) => c.name === 'token')?.value))
    .toBeGreaterThanOrEqual(exp);
  await expect(page.getByTestId('nav-logout')).toBeVisible();

  // Now the refresh endpoint refuses: the user is signed out.
  await page.route('**/api/token/refresh/', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ error: { code: 'token_invalid', message: 'Token is invalid or expired.' } }) }),
  );
  await page.clock.runFor(40 * 60_000);
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a reload keeps the session through the refresh cookie, and signing out ends it for good', async ({ page }) => {
  await signIn(page, 'palm.manager');
  await page.goto('/users');
  await page.reload();
  await expect(page.getByTestId('nav-logout')).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);
  const revoked = page.waitForResponse((r) => r.url().endsWith('/api/token/revoke/'));
  await page.getByTestId('nav-logout').click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect((await revoked).status()).toBe(200);
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'rayyan_refresh')).toBeUndefined();
  await page.goto('/users');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a protected page without a session redirects to the login page', async ({ page }) => {
  for (const path of ['/users', '/dashboard', '/crop-fields', '/settings', '/profile']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth\/login$/);
  }
});
