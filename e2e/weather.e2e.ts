import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { dismissOrgMessage, setLanguage, signIn } from './support';

// The map view needs WebGL: software rendering through SwiftShader (as in geography.e2e.ts).
test.use({
  viewport: { width: 1440, height: 960 },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
    ],
  },
});

test.beforeEach(({ page }) => dismissOrgMessage(page));

const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'weather');
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

/** Reloads while the weather job has not stored the farm's weather yet ("come back after 10 minutes"). */
async function waitForWeather(page: Page) {
  const panel = page.getByTestId('weather-panel').first();
  await expect(panel).toBeVisible();
  for (let i = 0; i < 10; i += 1) {
    if (await page.getByTestId('weather-chart').isVisible()) return;
    if (await page.getByTestId('weather-not-ready').isVisible()) {
      await page.waitForTimeout(3_000);
      await page.reload();
      continue;
    }
    await page.waitForTimeout(1_000);
  }
  await expect(page.getByTestId('weather-chart')).toBeVisible();
}

test('a pivot manager reads the simulated weather, the 8-day forecast and spray advice of a farm; creates an alert in English and reads it in Arabic', async ({ page, baseURL }) => {
  await setLanguage(page, baseURL!, 'en');
  await signIn(page, 'pivot.manager');

  // Map view: choosing a farm shows its weather panel under the map.
  await page.goto('/');
  await page.locator('[data-testid^="farm-listing-item-"]').filter({ hasText: 'Toshka Pivots A' }).click();
  await waitForWeather(page);
  const panel = page.getByTestId('weather-panel');
  await expect(panel.getByTestId('weather-simulated-badge')).toHaveText('Simulated weather');
  await expect(panel.getByTestId('weather-chart')).toHaveAttribute('data-hours', '48');
  await expect(panel.locator('[data-testid="weather-chart"] canvas')).toHaveCount(2);
  await expect(panel.getByTestId('weather-day')).toHaveCount(8);
  await expect(panel.getByTestId('spray-strip').locator('[data-testid^="spray-cell-"]')).toHaveCount(48);
  const verdict = await panel.getByTestId('spray-cell-0').getAttribute('data-verdict');
  expect(['good', 'marginal', 'unsuitable']).toContain(verdict);

  // Keyboard: the chart's tooltip follows the arrow keys; a spray cell shows its reasons on focus.
  await panel.getByTestId('weather-chart').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('weather-chart-tooltip')).toContainText('Temperature');
  await panel.getByTestId('spray-cell-0').focus();
  await expect(page.getByTestId('spray-tooltip-0')).toBeVisible();
  await page.getByTestId('weather-table-toggle').click();
  await expect(page.getByTestId('weather-hours-table').locator('tbody tr')).toHaveCount(48);
  await page.screenshot({ path: path.join(shots, 'map-weather-en-desktop.png'), fullPage: true });

  // The farm's page carries the same panel.
  const farmLink = page.getByTestId('map-details-open');
  const farmUrl = (await farmLink.count()) ? await farmLink.getAttribute('href') : null;
  if (farmUrl) {
    await page.goto(farmUrl);
    await waitForWeather(page);
    await expect(page.getByTestId('weather-day')).toHaveCount(8);
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(800); // the side navigation slides away on phones
    await page.screenshot({ path: path.join(shots, 'farm-weather-en-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 960 });
  }

  // Create a weather alert in English.
  await page.goto('/settings');
  await page.getByTestId('settings-weather_alerts').click();
  await expect(page).toHaveURL(/\/settings\/weather-alerts$/);
  await page.getByTestId('weather-alert-create').click();
  const form = page.getByTestId('alert-form');
  await form.getByTestId('alert-submit').click();
  await expect(form).toContainText('Give a minimum or a maximum threshold.');
  const name = `Heat above 40 (${Date.now() % 100000})`;
  await form.getByTestId('alert-name').fill(name);
  await form.getByTestId('alert-type').click();
  await page.getByRole('option', { name: 'Heat', exact: true }).click();
  await form.getByTestId('alert-max').fill('40');
  await form.getByTestId('alert-always-active').check();
  await form.getByTestId('alert-hourly').check();
  await form.getByTestId('alert-submit').click();
  const row = page.getByTestId(`weather-alert-row-${name}`);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Heat');
  // The list says what fires: the server raises a heat alert above its maximum.
  await expect(row).toContainText('Above 40 °C');
  await expect(row).toContainText('Always active');
  // The list is the kit's: searched by name (kept in the address), counted, exported.
  await page.setViewportSize(LAPTOP);
  await page.getByTestId('weather-alert-search').fill(name);
  await expect(page).toHaveURL(/search=/);
  await expect(page.locator('[data-testid^="weather-alert-row-"]')).toHaveCount(1);
  await expect(page.getByTestId('weather-alert-pagination-summary')).toHaveText('1–1 of 1');
  await expect(page.getByTestId('weather-alert-export')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'alerts-en-desktop.png'), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(800); // the side navigation slides away on phones
  await page.screenshot({ path: path.join(shots, 'alerts-en-phone.png'), fullPage: true });
  await page.setViewportSize(LAPTOP);

  // The alerts page in Arabic, right to left.
  await setLanguage(page, baseURL!, 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تنبيهات الطقس');
  await expect(row).toContainText('الحر');
  await expect(row).toContainText('أعلى من 40');
  await expect(row).toContainText('نشط دائمًا');
  await expect(page.getByTestId('weather-alert-create')).toHaveText('إنشاء تنبيه');
  await page.screenshot({ path: path.join(shots, 'alerts-ar-desktop.png'), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(800); // the side navigation slides away on phones
  await page.screenshot({ path: path.join(shots, 'alerts-ar-phone.png'), fullPage: true });

  // Deleting asks first, in Arabic; then the search finds nothing: the spec's "No Items".
  await page.setViewportSize(LAPTOP);
  await page.getByTestId(`weather-alert-delete-${name}`).click();
  const confirm = page.getByTestId('weather-alert-delete-confirm');
  await expect(confirm).toContainText(`حذف التنبيه "${name}"؟`);
  await confirm.getByTestId('weather-alert-delete-confirm-confirm').click();
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('empty-state')).toHaveText('لا توجد عناصر');

  // Spray settings and the map weather in Arabic.
  await page.setViewportSize({ width: 1440, height: 960 });
  await page.goto('/settings/spray-settings');
  await expect(page.getByTestId('spray-max_wind_speed_kmh')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'spray-settings-ar-desktop.png'), fullPage: true });
  await page.goto('/');
  await page.locator('[data-testid^="farm-listing-item-"]').filter({ hasText: 'Toshka Pivots A' }).click();
  await waitForWeather(page);
  await expect(page.getByTestId('weather-simulated-badge')).toHaveText('طقس محاكى');
  await page.screenshot({ path: path.join(shots, 'map-weather-ar-desktop.png'), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(800); // the side navigation slides away on phones
  await page.screenshot({ path: path.join(shots, 'map-weather-ar-phone.png'), fullPage: true });
});
