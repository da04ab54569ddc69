import { expect, test } from '@playwright/test';
import { DEMO_USERS, type DemoUser, menuPaths, signIn, DEMO_PASSWORD } from './support';

for (const [username, user] of Object.entries(DEMO_USERS) as [DemoUser, (typeof DEMO_USERS)[DemoUser]][]) {
  test(`${username} signs in by user name and sees the menu the spec gives their role`, async ({ page }) => {
    await signIn(page, username);
    await expect(page).toHaveURL((url) => url.pathname === user.home);
    expect(await menuPaths(page)).toEqual(user.menu);
    // The logo leads to the root, which is this user's home.
    await page.getByTestId('logo').click();
    await expect(page).toHaveURL((url) => url.pathname === user.home);
    // Logout clears the session and goes to the login page; protected pages then need a sign-in again.
    await page.getByTestId('nav-logout').click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.goto(user.menu[0]!);
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  if (user.phone) {
    test(`${username} signs in by phone number`, async ({ page }) => {
      await signIn(page, user.phone!);
      expect(await menuPaths(page)).toEqual(user.menu);
    });
  }
}

test('a wrong password is refused with the spec message and no session', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByTestId('login-username').fill('palm.manager');
  await page.getByTestId('login-password').fill('not-the-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByRole('alert')).toContainText('user name or password is incorrect !');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/users');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a signed-in user opening an auth route is sent to the root', async ({ page }) => {
  await signIn(page, 'pivot.manager', DEMO_PASSWORD);
  await page.goto('/auth/login');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByTestId('nav-logout')).toBeVisible();
});

test('an engineer opening a page outside their menu gets the not-authorised popup', async ({ page }) => {
  await signIn(page, 'palm.engineer');
  await page.goto('/users');
  await expect(page.getByRole('dialog')).toContainText('This feature is assigned to the operation team.');
  await expect(page).not.toHaveURL(/\/users$/);
});

