import { expect, test } from '@playwright/test';
import { dismissOrgMessage, signIn } from './support';

// Another test may have published an organisation message; here it is only in the way, so it is closed.
test.beforeEach(({ page }) => dismissOrgMessage(page));

test('creating a user with a taken user name shows the message under the user name', async ({ page }) => {
  await signIn(page, 'palm.manager');
  await page.goto('/users');
  await page.getByTestId('users-create').click();
  const form = page.getByTestId('user-form');
  await form.getByTestId('user-form-name').fill('Second Engineer');
  await form.getByTestId('user-form-user_name').fill('palm.engineer');
  await form.getByTestId('user-form-password').fill('a-long-password-1');
  await form.getByTestId('user-form-phone').fill('0501');
  await form.getByTestId('user-form-submit').click();
  // Client-side first: the spec's phone message, and nothing sent.
  await expect(form.getByText('Must be a valid Number Exp: +xxxxxxxxxxx')).toBeVisible();
  await form.getByTestId('user-form-phone').fill('+966511112222');
  await form.getByTestId('user-form-submit').click();
  await expect(form.getByTestId('user-form-user_name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('This user name is already taken.')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/user-duplicate.png' });
});

test('a crop-farm manager creates a labor, who then appears in the list', async ({ page }) => {
  await signIn(page, 'pivot.manager');
  await page.getByTestId('nav-labors').click();
  await expect(page).toHaveURL(/\/labors$/);
  await page.getByTestId('labors-create').click();
  const form = page.getByTestId('labor-form');
  const name = `Mahmoud ${Date.now()}`;
  await form.getByTestId('labor-form-name').fill(name);
  await form.getByTestId('labor-form-phone').fill('+201001112233');
  await form.getByTestId('labor-form-salary').fill('4500');
  await form.getByTestId('labor-form-join_date').fill('2026-01-15');
  await form.getByTestId('labor-form-submit').click();
  await expect(form).toBeHidden();
  await page.getByTestId('labors-search').fill(name);
  await expect(page.getByTestId('labors-table')).toContainText(name);
  await expect(page.getByTestId('labors-table')).toContainText('Monthly');
});
