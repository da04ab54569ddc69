import { expect, test } from '@playwright/test';
import path from 'node:path';
import { signIn } from './support';

test.use({ viewport: { width: 1366, height: 900 } });

const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'learning-zone');

// Issue #10: the learning zone pages like every kit list; its search and category live in the address bar.
test('the learning zone is searched, counted and paged, in English and Arabic, at 1366 and 390 px', async ({ page, baseURL }) => {
  await signIn(page, 'pivot.manager');
  await page.getByTestId('nav-learning_zone').click();
  await expect(page).toHaveURL(/\/learning-zone$/);
  const cards = page.getByTestId('learning-card');
  await expect(cards.first()).toBeVisible();
  const shown = await cards.count();
  await expect(page.getByTestId('learning-pagination-summary')).toContainText(`1–${shown} of`);
  await page.screenshot({ path: path.join(shots, 'learning-en-desktop.png'), fullPage: true });
  const total = Number(/of (\d+)/.exec((await page.getByTestId('learning-pagination-summary').textContent()) ?? '')?.[1]);
  // The article searched for may be on the first page already: wait for the search's own answer, not for the link.
  const searched = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/learning-zone/' && new URL(r.url()).searchParams.get('search') === 'evapotranspiration');
  await page.getByTestId('learning-search').fill('evapotranspiration');
  const found = ((await (await searched).json()) as { count: number }).count;
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(total);
  await expect(page).toHaveURL(/search=evapotranspiration/);
  await expect(cards).toHaveCount(found);
  await expect(page.getByRole('link', { name: 'Crop evapotranspiration from remote sensing' })).toBeVisible();
  await expect(page.getByTestId('learning-pagination-summary')).toHaveText(`1–${found} of ${found}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(800); // the side navigation slides away on phones
  await page.screenshot({ path: path.join(shots, 'learning-en-phone.png'), fullPage: true });

  await page.context().addCookies([{ name: 'lang', value: 'ar', url: baseURL! }]);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/learning-zone');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByTestId('learning-pagination-summary')).toContainText(`1–${shown} من`);
  await page.screenshot({ path: path.join(shots, 'learning-ar-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(shots, 'learning-ar-phone.png'), fullPage: true });
});
