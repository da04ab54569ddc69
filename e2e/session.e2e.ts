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
  const before = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  expect(before).toBeTruthy();

  // 31 minutes on, less than 30 minutes remain: the next check refreshes the token.
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/token/refresh/') && r.status() === 200);
  await page.clock.runFor(31 * 60_000);
  const { access } = (await (await refreshed).json()) as { access: string };
  // The new access token is the one the app now keeps in its cookie.
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'token')?.value).toBe(access);
  await expect(page.getByTestId('nav-logout')).toBeVisible();

  // Now the refresh endpoint refuses: the user is signed out.
  await page.route('**/api/token/refresh/', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ error: { code: 'token_invalid', message: 'Token is invalid or expired.' } }) }),
  );
  await page.clock.runFor(40 * 60_000);
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a protected page without a session redirects to the login page', async ({ page }) => {
  for (const path of ['/users', '/dashboard', '/crop-fields', '/settings', '/profile']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth\/login$/);
  }
});
