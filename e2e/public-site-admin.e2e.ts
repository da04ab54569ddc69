import { expect, test } from '@playwright/test';
import { dismissOrgMessage, signIn } from './support';

// Another test may have published an organisation message; here it is only in the way, so it is closed.
test.beforeEach(({ page }) => dismissOrgMessage(page));

test('a super admin sets the pricing, with errors in both languages, and the public packages page shows it at once', async ({ page, context, baseURL }) => {
  await signIn(page, 'palm.superadmin');
  await page.getByTestId('header-pricing').click();
  await expect(page).toHaveURL(/\/settings\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing');

  await page.getByTestId('pricing-currency').selectOption('EGP');
  await page.getByTestId('pricing-basic').fill('0');
  await page.getByTestId('pricing-premium').fill('320');
  await page.getByTestId('pricing-advanced').fill('480');
  await page.getByTestId('pricing-add-tier').click();
  await page.getByTestId('pricing-tier-0-feddan').fill('500');
  await page.getByTestId('pricing-tier-0-percent').fill('95');
  await page.getByTestId('pricing-add-tier').click();
  await page.getByTestId('pricing-tier-1-feddan').fill('400');
  await page.getByTestId('pricing-tier-1-percent').fill('10');
  await page.getByTestId('pricing-save').click();
  const form = page.getByTestId('pricing-form');
  await expect(form).toContainText('Enter a number greater than zero.');
  await expect(form).toContainText('A discount is between 0% and 90%.');
  await expect(form).toContainText('Each tier must start at more feddan than the one before');

  await page.getByTestId('language-switch').selectOption('ar');
  await page.getByTestId('pricing-save').click();
  await expect(form).toContainText('أدخل رقمًا أكبر من صفر.');
  await expect(form).toContainText('الخصم بين 0% و90%.');
  await page.getByTestId('language-switch').selectOption('en');

  await page.getByTestId('pricing-basic').fill('160');
  await page.getByTestId('pricing-tier-0-percent').fill('5');
  await page.getByTestId('pricing-tier-1-feddan').fill('2000');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/site-settings/pricing/') && r.request().method() === 'PUT');
  await page.getByTestId('pricing-save').click();
  expect((await saved).status()).toBe(200);

  // The prerendered page is the same file as before; it reads the prices on every visit.
  const visitor = await context.browser()!.newContext({ baseURL });
  const publicPage = await visitor.newPage();
  await publicPage.goto('/Agri-Tech/packages?lang=en');
  await expect(publicPage.getByTestId('plan-basic-price')).toContainText('160');
  await expect(publicPage.getByTestId('plan-basic-price')).toContainText('per feddan');
  await expect(publicPage.getByTestId('plan-advanced-price')).toContainText('480');
  await expect(publicPage.locator('main')).toContainText('10% off from 2000 feddan');
  await publicPage.goto('/Agri-Tech/packages?lang=ar');
  await expect(publicPage.getByTestId('plan-premium-price')).toContainText('٣٢٠');
  await publicPage.screenshot({ path: 'test-results/screens/packages-priced-ar.png', fullPage: true });
  await visitor.close();
});

test('a super admin edits a learning-zone article and reads the new titles in English and Arabic', async ({ page }) => {
  await signIn(page, 'palm.superadmin');
  await page.getByTestId('header-learning_zone').click();
  await expect(page).toHaveURL(/\/learning-zone$/);
  // Not the article other tests read (public-site.e2e.ts): this one is renamed.
  await page.getByTestId('learning-search').fill('variable rate');
  await page.getByRole('link', { name: 'Variable rate techniques' }).click();
  await expect(page.getByTestId('learning-article-title')).toHaveText('Variable rate techniques');

  const stamp = Date.now();
  await page.getByTestId('learning-edit').click();
  await page.getByTestId('learning-title-en').fill(`Variable rate, edited ${stamp}`);
  await page.getByTestId('learning-title-ar').fill(`تقنيات المعدل المتغير، معدلة ${stamp}`);
  await page.getByTestId('learning-video-url').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  const saved = page.waitForResponse((r) => /\/api\/learning-zone\/[a-z0-9-]+\/$/.test(r.url()) && r.request().method() === 'PUT');
  await page.getByTestId('learning-save').click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId('learning-article-title')).toHaveText(`Variable rate, edited ${stamp}`);

  // The embed loads nothing from YouTube until the reader presses play.
  await expect(page.getByTestId('learning-video-play')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);

  await page.getByTestId('language-switch').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('learning-article-title')).toHaveText(`تقنيات المعدل المتغير، معدلة ${stamp}`);
  await page.reload();
  await expect(page.getByTestId('learning-article-title')).toHaveText(`تقنيات المعدل المتغير، معدلة ${stamp}`);
  await page.screenshot({ path: 'test-results/screens/learning-edited-ar.png', fullPage: true });
});
