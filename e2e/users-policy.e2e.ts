import { expect, test } from '@playwright/test';
import { dismissOrgMessage, signIn } from './support';

// Another test may have published an organisation message; here it is only in the way, so it is closed.
test.beforeEach(({ page }) => dismissOrgMessage(page));

test('a view-only user sees the users list without create, edit or deactivate, and a forced write is refused', async ({ page }) => {
  await signIn(page, 'palm.viewer');
  // The session's access token lives in the page's memory only: read it off a call the app makes.
  const appCall = page.waitForRequest((r) => r.url().includes('/api/users/') && Boolean(r.headers()['authorization']));
  await page.goto('/users');
  const token = (await appCall).headers()['authorization']!.replace(/^Bearer /, '');
  await expect(page.getByTestId('users-row-palm.manager')).toBeVisible();
  await expect(page.getByTestId('users-export')).toBeVisible();
  await expect(page.getByTestId('users-create')).toHaveCount(0);
  await expect(page.locator('[data-testid^="users-edit-"]')).toHaveCount(0);
  await expect(page.locator('[data-testid^="users-deactivate-"]')).toHaveCount(0);

  // Settings buttons stay visible but disabled, and say why.
  await page.goto('/settings/access-policy');
  const create = page.getByTestId('policy-create');
  await expect(create).toHaveAttribute('aria-disabled', 'true');
  await create.hover();
  await expect(page.getByRole('tooltip')).toHaveText('You are not authorized to perform this activity as per your user policy.');

  // Writing through the API with the viewer's own token is refused with forbidden_policy.
  const response = await page.request.post('/api/users/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Forced', user_name: 'forced.write', password: 'forced-write-1' },
  });
  expect(response.status()).toBe(403);
  const body = await response.json();
  expect(body.error.code).toBe('forbidden_policy');
  expect(body.error.message).toBe('You are not authorized to perform this activity as per your user policy.');
});
