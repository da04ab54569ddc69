import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

test.beforeEach(async ({ page }) => {
  // A message published by another test is not what this one is about.
  await page.addLocatorHandler(page.getByTestId('org-message-ok'), async (ok) => {
    await ok.click();
  });
});

async function pickOption(page: Page, label: string, option: string) {
  // Mantine's multi-select keeps its input borderless inside the pills; open it from the keyboard.
  await page.getByRole('combobox', { name: label }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

test('a super admin creates an organisation with its contract and first admin, who then builds the team', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const adminUser = `qassim.admin.${suffix}`;

  await signIn(page, 'palm.superadmin');
  await page.getByTestId('header-organizations').click();
  await page.getByTestId('orgs-create').click();
  const form = page.getByTestId('org-form');
  await form.getByTestId('org-form-name').fill(`Qassim Dates ${suffix}`);
  await pickOption(page, 'Farming types', 'Tree farming');
  await form.getByTestId('org-form-contracted_area_feddan').fill('500');
  await form.getByTestId('org-form-contracted_fields').fill('20');
  await form.getByTestId('org-form-contracted_trees').fill('12000');
  await form.getByTestId('org-form-service-advanced_irrigation').check();
  await form.getByTestId('org-form-admin-name').fill('Qassim Admin');
  await form.getByTestId('org-form-admin-user_name').fill(adminUser);
  await form.getByTestId('org-form-admin-email').fill(`${adminUser}@example.com`);
  await form.getByTestId('org-form-admin-password').fill('qassim-first-password');
  await form.getByTestId('org-form-submit').click();
  await expect(form).toBeHidden();
  await expect(page.getByText(`Qassim Dates ${suffix}`)).toBeVisible();
  await page.getByTestId('nav-logout').click();

  // The new organisation's admin signs in and sees the tree menu.
  await signIn(page, adminUser, 'qassim-first-password');
  await expect(page.getByTestId('nav-users')).toBeVisible();

  // A policy…
  await page.goto('/settings/access-policy');
  await page.getByTestId('policy-create').click();
  await page.getByTestId('policy-form-name').fill('Irrigation team');
  await page.getByTestId('policy-form-submit').click();
  await expect(page.getByTestId('policy-drawer')).toBeHidden();
  await expect(page.getByText('Irrigation team').first()).toBeVisible();

  // …a user…
  await page.goto('/users');
  await page.getByTestId('users-create').click();
  const userForm = page.getByTestId('user-form');
  await userForm.getByTestId('user-form-name').fill('Salem Engineer');
  await userForm.getByTestId('user-form-user_name').fill(`salem.${suffix}`);
  await userForm.getByTestId('user-form-password').fill('salem-password-1');
  await userForm.getByTestId('user-form-phone').fill('+966512345678');
  await userForm.getByTestId('user-form-submit').click();
  await expect(userForm).toBeHidden();
  await expect(page.getByTestId(`users-row-salem.${suffix}`)).toBeVisible();

  // …and a farm owner.
  await page.getByTestId('nav-farm_owners').click();
  await page.getByTestId('owners-create').click();
  const ownerForm = page.getByTestId('owner-form');
  await ownerForm.getByTestId('owner-form-name').fill('Abdullah Al-Harbi');
  await ownerForm.getByTestId('owner-form-center_lat').fill('26.33');
  await ownerForm.getByTestId('owner-form-center_lng').fill('43.97');
  await ownerForm.getByTestId('owner-form-submit').click();
  await expect(ownerForm).toBeHidden();
  await expect(page.getByTestId('owners-table')).toContainText('Abdullah Al-Harbi');
});
