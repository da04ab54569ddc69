import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { dismissOrgMessage, screenshotsAtTwoWidths, setLanguage, signIn } from './support';

// Satellite crop health (issue #13): the demo pivot and palm fields show a season of simulated image dates, an
// index's statistics per date and its chart, the date's crop metrics and the field's management zones, in English
// and in Arabic. The demo's dates are queued by the seed and
// filled by the server's first satellite pass after it starts, so the page is reloaded until they are there.
test.use({ viewport: { width: 1366, height: 900 } });
test.setTimeout(180_000);
test.beforeEach(({ page }) => dismissOrgMessage(page));

const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'satellite');

const screenshots = (page: Page, name: string, ready: () => Promise<void>) => screenshotsAtTwoWidths(page, path.join(shots, name), ready);

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
  // The date's crop metrics, each with its model, and the field's management zones (3 by default, 4 on request).
  await expect(page.getByTestId('satellite-metric-kcb')).toContainText(/Basal crop coefficient \(Kcb\)\d\.\d{2}1\.44 NDVI/);
  await expect(page.getByTestId('satellite-metric-dry_matter_cumulative_kg_ha')).toContainText(/[\d,]+ kg\/ha/);
  await expect(page.getByTestId('satellite-metric-nitrogen_sufficiency_index')).toContainText(/\d\.\d{2}/);
  await expect(page.getByTestId('satellite-zones-map').locator('path')).toHaveCount(3, { timeout: 30_000 });
  await expect(page.getByTestId('satellite-zone-1')).toContainText(/^Zone 1[\d.]+ ha\d+%\d\.\d{2}$/);
  await page.getByTestId('satellite-zone-count').getByText('4').click();
  await expect(page).toHaveURL(/zones=4/);
  await expect(page.getByTestId('satellite-zones-map').locator('path')).toHaveCount(4, { timeout: 30_000 });
  await expect(page.getByTestId('satellite-zones-note')).toContainText('by k-means; zone 1 is the lowest.');
  // Two dates side by side (the chosen one and the usable one before it), then another pivot on the left.
  await expect(page.getByTestId('satellite-compare-left-image')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('satellite-compare-right-image')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('satellite-compare-right-mean')).toHaveText(/^Mean NDVI: \d\.\d{3}$/);
  await page.getByTestId('satellite-compare-left-field').click();
  await page.getByRole('option', { name: /^TA-P1 — / }).click();
  await expect(page.getByTestId('satellite-compare-left-field')).toHaveValue(/^TA-P1 — /);
  // The demo's first satellite pass may still be filling TA-P1: the side asks again until its images are there.
  await expect(page.getByTestId('satellite-compare-left-image')).toBeVisible({ timeout: 150_000 });
  await expect(page.getByTestId('satellite-compare-left-mean')).toHaveText(/^Mean NDVI: \d\.\d{3}$/);
  await screenshots(page, 'pivot-zones-en', () => expect(page.getByTestId('satellite-zones-map')).toBeVisible());
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
  await expect(page.getByTestId('satellite-metrics')).toContainText('مؤشرات المحصول في');
  await expect(page.getByTestId('satellite-metric-kcb')).toContainText('معامل المحصول القاعدي (Kcb)');
  await expect(page.getByTestId('satellite-zones')).toContainText('مناطق الإدارة حسب');
  await expect(page.getByTestId('satellite-zones-map').locator('path')).toHaveCount(3, { timeout: 30_000 });
  await expect(page.getByTestId('satellite-zone-3')).toContainText('المنطقة');
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
  await expect(page.getByTestId('satellite-metric-vegetation_cover_pct')).toContainText(/\d+ %/);
  await expect(page.getByTestId('satellite-zones-map').locator('path')).toHaveCount(3, { timeout: 30_000 });
  await screenshots(page, 'palms-en', () => expect(page.getByTestId('satellite-chart')).toBeVisible());

  await setLanguage(page, baseURL!, 'ar');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'صحة المحصول', exact: true })).toBeVisible();
  await expect(page.getByTestId('satellite-back')).toHaveText('العودة إلى حقول المزرعة');
  await expect(page.getByTestId('satellite-metrics')).toContainText('تقديرات');
  await expect(page.getByTestId('satellite-zones-legend')).toContainText('المنطقة');
  await screenshots(page, 'palms-ar', () => expect(page.getByTestId('satellite-chart')).toBeVisible());
});

test('anyone reads the Toshka lakes’ water area over the years and on a chosen date, in English and Arabic', async ({ page, baseURL }) => {
  await setLanguage(page, baseURL!, 'en');
  await page.goto('/toshkalakes');
  await expect(page.getByRole('heading', { name: 'Toshka Lakes', exact: true })).toBeVisible();
  await expect(page.getByTestId('lakes-simulated-badge')).toHaveText('Simulated imagery');
  expect(Number(await page.getByTestId('lakes-chart').getAttribute('data-points'))).toBeGreaterThan(100);
  await expect(page.getByTestId('lakes-peak')).toHaveText(/^Largest: [\d,]+ km² in \w+ 200[12]\.$/);
  await page.getByTestId('lakes-date').click();
  await page.getByRole('option', { name: 'December 2001' }).click();
  await expect(page.getByTestId('lakes-area')).toHaveText(/^Water area: 1,\d{3} km²$/);
  await expect(page.getByTestId('lakes-map').locator('path')).toHaveAttribute('d', /^M/);
  await screenshots(page, 'lakes-en', () => expect(page.getByTestId('lakes-map')).toBeVisible());

  await setLanguage(page, baseURL!, 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'بحيرات توشكى', exact: true })).toBeVisible();
  await expect(page.getByTestId('lakes-simulated-badge')).toHaveText('صور محاكاة');
  await expect(page.getByTestId('lakes-area')).toContainText('مساحة المياه');
  await screenshots(page, 'lakes-ar', () => expect(page.getByTestId('lakes-map')).toBeVisible());
});
