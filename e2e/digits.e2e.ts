import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support';

const ARABIC_INDIC = /[٠-٩]/;
const WESTERN = /[0-9]/;
// Screenshots for the reviewers (SCREENS_DIR), else beside the other test results.
const shots = process.env.SCREENS_DIR ?? 'test-results/screens';

/** Full-page shots at 1366 and 390 px; on the phone, `focus` is scrolled into view (tables scroll sideways). */
async function shoot(page: Page, name: string, focus?: Locator): Promise<void> {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    if (focus && width < 800) await focus.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

// The demo user's saved language and digits are forgotten again (null), so other specs sign in as before: with the
// language of their lang cookie and Western digits.
test.afterEach(async ({ page, baseURL }) => {
  const token = await page.request.post(`${baseURL}/api/token/`, { data: { username: 'palm.manager', password: DEMO_PASSWORD } });
  const { access } = (await token.json()) as { access: string };
  const reset = await page.request.patch(`${baseURL}/api/me/preferences/`, {
    headers: { authorization: `Bearer ${access}` },
    data: { language: null, digits: null },
  });
  expect(reset.status()).toBe(200);
});

test('a user chooses Arabic-Indic digits in the profile: the farms list writes them, and they come back at the next sign-in', async ({ page, context }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'palm.manager');
  await page.goto('/fields');
  const area = page.locator('[data-testid^="farms-area-"]').first();
  await expect(area).toHaveText(WESTERN);
  await expect(area).not.toHaveText(ARABIC_INDIC);

  await page.goto('/profile');
  await page.getByTestId('preferences-language-ar').check();
  await page.getByTestId('preferences-digits-arab').check();
  await page.getByTestId('preferences-save').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('preferences-digits-arab')).toBeChecked();
  await expect(page.getByText('عربية هندية (١٢٣)')).toBeVisible();
  // The confirmation speaks the language just chosen; closed so the screenshots show the form.
  const toast = page.getByTestId('alert').filter({ hasText: 'تم التحديث بنجاح' });
  await expect(toast).toBeVisible();
  await toast.getByRole('button').click();
  await expect(toast).toBeHidden();
  await shoot(page, 'profile-ar-arabic-indic');

  await page.goto('/fields');
  await expect(area).toHaveText(ARABIC_INDIC);
  await expect(area).not.toHaveText(WESTERN);
  await expect(page.getByTestId('farms-pagination-summary')).toHaveText(ARABIC_INDIC);
  await expect(page.getByTestId('farms-pagination-page-1')).toHaveText('١');
  await shoot(page, 'farms-ar-arabic-indic', area);

  // Another browser (no cookies): the saved preference is applied at sign-in.
  await context.clearCookies();
  await signIn(page, 'palm.manager');
  // The profile arrives just after the shell: wait for it to switch the language (and write the lang cookie)
  // before loading another page, or that page would load before the preference was applied.
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.goto('/fields');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(area).toHaveText(ARABIC_INDIC);
});
