import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

async function fontOf(page: Page, selector: string): Promise<string> {
  return page.locator(selector).first().evaluate((el) => getComputedStyle(el).fontFamily);
}

/** Whether the named font face has actually loaded (self-hosted, no network needed). */
async function fontLoaded(page: Page, family: string): Promise<boolean> {
  return page.evaluate(async (f) => {
    await document.fonts.ready;
    return [...document.fonts].some((face) => face.family.replace(/"/g, '') === f && face.status === 'loaded');
  }, family);
}

test('English pages are left-to-right in Baloo 2', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(await fontOf(page, 'body')).toContain('Baloo 2');
  expect(await fontLoaded(page, 'Baloo 2')).toBe(true);
  await page.screenshot({ path: 'test-results/screens/login-en.png', fullPage: true });
});

test('the language switch turns the app to Arabic, right-to-left in Almarai, and remembers it', async ({ page }) => {
  await signIn(page, 'pivot.manager');
  await page.getByTestId('language-switch').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await fontOf(page, 'body')).toContain('Almarai');
  expect(await fontLoaded(page, 'Almarai')).toBe(true);
  // Menu labels are translated.
  await expect(page.getByTestId('nav-crop_fields')).toHaveText(/حقول المحاصيل/);
  // The side navigation sits on the right in right-to-left layout.
  const nav = await page.getByTestId('nav-crop_fields').boundingBox();
  const width = page.viewportSize()!.width;
  expect(nav!.x).toBeGreaterThan(width / 2);
  await page.screenshot({ path: 'test-results/screens/app-ar.png', fullPage: true });

  // The choice is kept in the lang cookie and survives a reload.
  const lang = (await page.context().cookies()).find((c) => c.name === 'lang');
  expect(lang?.value).toBe('ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('Arabic login shows the translated failure message', async ({ page, context }) => {
  await context.addCookies([{ name: 'lang', value: 'ar', url: 'http://127.0.0.1:' + (process.env.E2E_PORT ?? 3100) }]);
  await page.goto('/auth/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('login-username').fill('palm.manager');
  await page.getByTestId('login-password').fill('wrong-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByRole('alert')).toContainText('اسم المستخدم أو كلمة المرور غير صحيحة');
  await page.screenshot({ path: 'test-results/screens/login-ar-error.png', fullPage: true });
});
