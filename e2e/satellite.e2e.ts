import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { dismissOrgMessage, setLanguage, signIn } from './support';

// Satellite crop health (issue #13): the demo pivot and palm fields show a season of simulated image dates, an
// index's statistics per date and its chart, in English and in Arabic. The demo's dates are queued by the seed and
// filled by the server's first satellite pass after it starts, so the page is reloaded until they are there.
test.use({ viewport: { width: 1366, height: 900 } });
test.setTimeout(180_000);
test.beforeEach(({ page }) => dismissOrgMessage(page));

const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'satellite');

/** The whole page at 1366 px, then at 390 px (a phone), waiting for `ready` at each width. */
async function screenshots(page: Page, name: string, ready: () => Promise<void>) {
  await ready();
  await page.screenshot({ path: path.join(shots, `${name}-1366.png`), fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 390, height: 844 });
  await ready();
  await page.screenshot({ path: path.join(shots, `${name}-390.png`), fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** Reloads until the season's dates are stored (the first satellite pass runs after the server starts). */
async function waitForSeason(page: Page) {
  const dates = page.locator('[data-testid^="satellite-date-"]');
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('satellite-page')).toBeVisible();
    expect(await dates.count()).toBeGreaterThanOrEqual(30);
  }).toPass({ timeout: 150_000, intervals: [3_000] });
}

test('a pivot manager reads a season of NDVI on a Toshka potato pivot, picks a date and another index; in Arabic too', async ({ page, baseURL }) => {
  await setLanguage(page, baseURL!, 'en');
  await signIn(page, 'pivot.manager');
  await page.goto('/crop-fields');
  const row = page.locator('[data-testid^="crop-fields-row-"]').filter({ hasText: 'TA-P4' });
  await row.locator('[data-testid^="crop-fields-satellite-"]').click();
  await expect(page).toHaveURL(/\/crop-fields\/[0-9a-f-]+\/satellite$/);
  await expect(page.getByRole('heading', { name: 'Crop health', exact: true })).toBeVisible();
  await waitForSeason(page);

  await expect(page.getByTestId('satellite-simulated-badge')).toHaveText('Simulated imagery');
  // The latest usable date is chosen and marked; its NDVI statistics are shown.
  const chosen = page.locator('[data-testid^="satellite-date-"][aria-pressed="true"]');
  await expect(chosen).toHaveCount(1);
  await expect(chosen).toHaveAttribute('data-active', 'true');
  await expect(page.getByTestId('satellite-stats')).toContainText('NDVI — vegetation on');
  await expect(page.getByTestId('satellite-stat-mean')).toHaveText(/^Mean-?\d\.\d{3}$/);
  // The demo pivots have HD imagery (spec: 3 m in Advanced).
  await expect(page.getByTestId('satellite-stat-resolution')).toHaveText('Pixel size3 m');
  // The latest clear image's findings: the potato's simulated degraded patch is a zone.
  await expect(page.getByTestId('satellite-findings')).toContainText('Crop-health findings on');
  await expect(page.getByTestId('satellite-finding-degraded_zones')).toContainText(/\d+ zones? · [\d.]+ ha · \d+% of the field/);
  // The index as a picture of the field, with its legend.
  await expect(page.getByTestId('satellite-overlay-image')).toBeVisible();
  await expect(page.getByTestId('satellite-overlay-image')).toHaveJSProperty('complete', true);
  expect(await page.getByTestId('satellite-overlay-image').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(400);
  await expect(page.getByTestId('satellite-legend')).toContainText('Clouds or no data');
  const chart = page.getByTestId('satellite-chart');
  await expect(chart).toBeVisible();
  expect(Number(await chart.getAttribute('data-points'))).toBeGreaterThanOrEqual(30);

  // An older date, then the red-edge index: the address keeps both.
  const first = page.locator('[data-testid^="satellite-date-"]').first();
  const firstDate = (await first.getAttribute('data-testid'))!.replace('satellite-date-', '');
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`date=${firstDate}`));
  await page.getByTestId('satellite-index').click();
  await page.getByRole('option', { name: 'NDRE — red edge' }).click();
  await expect(page).toHaveURL(/index=ndre/);
  await expect(page.getByTestId('satellite-stats')).toContainText('NDRE — red edge on');
  await expect(page.getByRole('heading', { name: 'NDRE — red edge over the season' })).toBeVisible();

  // A refresh is accepted with the spec's message.
  await page.getByTestId('satellite-refresh').click();
  await expect(page.getByText('Please come back after 10 minutes to see the result.')).toBeVisible();
  await screenshots(page, 'pivot-en', () => expect(page.getByTestId('satellite-chart')).toBeVisible());

  // Arabic: right to left, the labels and the strip in Arabic.
  await setLanguage(page, baseURL!, 'ar');
  await page.goto(page.url().replace(/\?.*$/, ''));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'صحة المحصول', exact: true })).toBeVisible();
  await expect(page.getByTestId('satellite-simulated-badge')).toHaveText('صور محاكاة');
  await expect(page.getByTestId('satellite-stats')).toContainText('NDVI — الغطاء النباتي في');
  await expect(page.locator('[data-testid^="satellite-date-"][aria-pressed="true"]')).toHaveAttribute('aria-label', /أحدث صورة صالحة/);
  await screenshots(page, 'pivot-ar', () => expect(page.getByTestId('satellite-chart')).toBeVisible());
});

test('a palm manager reads a palm block’s season from the farm’s fields, in English and Arabic', async ({ page, baseURL }) => {
  await setLanguage(page, baseURL!, 'en');
  await signIn(page, 'palm.manager');
  await page.goto('/fields');
  await page.locator('[data-testid^="farms-row-"]').filter({ hasText: 'AHSA-01' }).locator('[data-testid^="farms-open-"]').click();
  await page.locator('[data-testid^="fields-row-"]').filter({ hasText: 'AHSA-01-A' }).locator('[data-testid^="fields-satellite-"]').click();
  await expect(page).toHaveURL(/\/fields\/[0-9a-f-]+\/satellite$/);
  await waitForSeason(page);
  await expect(page.getByTestId('satellite-field')).toHaveValue(/AHSA-01-A/);
  await expect(page.getByTestId('satellite-simulated-badge')).toBeVisible();
  await expect(page.getByTestId('satellite-stat-mean')).toHaveText(/^Mean0\.\d{3}$/);
  await expect(page.getByTestId('satellite-back')).toHaveText("Back to the farm's fields");
  await screenshots(page, 'palms-en', () => expect(page.getByTestId('satellite-chart')).toBeVisible());

  await setLanguage(page, baseURL!, 'ar');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'صحة المحصول', exact: true })).toBeVisible();
  await expect(page.getByTestId('satellite-back')).toHaveText('العودة إلى حقول المزرعة');
  await screenshots(page, 'palms-ar', () => expect(page.getByTestId('satellite-chart')).toBeVisible());
});
