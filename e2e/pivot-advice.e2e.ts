import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { dismissOrgMessage, signIn, waitForAdvice } from './support';

// Issue #11, pivot run times and ended seasons: a Toshka pivot's advice says how to run the machine (speed setting,
// hours per revolution, passes), and a pivot whose season has ended gets no advice, says why and what to do; in
// English and Arabic, on a desktop and on a phone.

test.beforeEach(({ page }) => dismissOrgMessage(page));

const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'pivot-advice');
/** "57 %" and "38.6 h" are written with a no-break space between the value and its unit. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

/** Opens a demo pivot's advisory page from the crop fields list. */
async function openAdvisory(page: Page, code: string) {
  await page.goto('/crop-fields');
  await page.locator('[data-testid^="crop-fields-row-"]').filter({ hasText: code }).locator('[data-testid^="crop-fields-irrigation-"]').click();
  await expect(page).toHaveURL(/\/crop-fields\/[0-9a-f-]+\/irrigation$/);
  await expect(page.getByTestId('irrigation-field-select')).toHaveValue(new RegExp(code));
}

for (const { language, width, height } of [
  { language: 'en', width: 1366, height: 900 },
  { language: 'ar', width: 390, height: 844 },
] as const) {
  test.describe(`${language}, ${width} px`, () => {
    // Signed in on a desktop (the sign-in helper waits for the side navigation), then read at the given width.
    test.use({ viewport: { width: 1366, height: 900 } });

    test(`a demo pivot's advice gives the speed setting, hours per revolution and passes (${language})`, async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: 'lang', value: language, url: baseURL! }]);
      await signIn(page, 'pivot.manager');
      await page.setViewportSize({ width, height });
      await openAdvisory(page, 'TA-P2');
      await waitForAdvice(page);

      const run = page.getByTestId('irrigation-pivot-run');
      await expect(run).toBeVisible();
      const speed = Number(plain(await run.getByTestId('irrigation-pivot-speed').textContent()).replace(/[^\d]/g, ''));
      expect(speed).toBeGreaterThanOrEqual(10);
      expect(speed).toBeLessThanOrEqual(100);
      const hours = language === 'en' ? /^\d+(\.\d)? h$/ : /^\d+(\.\d)? ساعة$/;
      await expect.poll(async () => plain(await run.getByTestId('irrigation-pivot-hours').textContent())).toMatch(hours);
      const passes = plain(await run.getByTestId('irrigation-pivot-passes').textContent());
      expect(passes).toMatch(language === 'en' ? /^\d+ pass(es)? of \d+(\.\d)? mm( each)?$/ : /(لفة|لفتان|لفات).* مم/);
      await expect(run.getByTestId('irrigation-pivot-sector')).toBeVisible();
      // TA-P2: 180 m³/h over its 50 ha, 8.6 mm a day gross.
      await expect.poll(async () => plain(await run.getByTestId('irrigation-pivot-capacity').textContent())).toBe(language === 'en' ? '180 m³/h' : '180 م³/ساعة');
      await expect(run.getByTestId('irrigation-pivot-capacity-note')).toContainText(language === 'en' ? '8.6 mm/day' : '8.6 مم/يوم');
      // The explanation says how the speed was chosen.
      await expect.poll(async () => plain(await page.getByTestId('irrigation-explanation-pivot_run').textContent())).toContain(`${speed} %`);
      await page.getByTestId('irrigation-advice').screenshot({ path: path.join(shots, `pivot-advice-${language}-${width}.png`) });
    });

    test(`a pivot whose season ended shows no advice, why, and to start a season (${language})`, async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: 'lang', value: language, url: baseURL! }]);
      await signIn(page, 'pivot.manager');
      await page.setViewportSize({ width, height });
      await page.goto('/crop-fields');
      // The demo's seasons follow the crop calendar from the day it was created: some pivot is always between seasons.
      const endedRow = page.locator('[data-testid^="crop-fields-row-"]').filter({ has: page.locator('[data-testid^="crop-fields-next-irrigation-"][data-reason="no_active_season"]') }).first();
      const code = /TA-P\d/.exec((await endedRow.textContent()) ?? '')![0];
      const next = page.locator('[data-testid^="crop-fields-row-"]').filter({ hasText: code }).locator('[data-testid^="crop-fields-next-irrigation-"]');
      await expect(next).toHaveAttribute('data-reason', 'no_active_season');
      await expect(next).toContainText(language === 'en' ? 'No active season' : 'لا يوجد موسم نشط');
      await expect(next).not.toContainText(language === 'en' ? 'mm' : 'مم');

      await openAdvisory(page, code);
      const none = page.getByTestId('irrigation-no-advice');
      await expect(none).toHaveAttribute('data-reason', 'no_active_season');
      await expect(none).toContainText(language === 'en' ? 'no active season' : 'لا يوجد موسم نشط');
      await expect(page.getByTestId('irrigation-advice')).toHaveCount(0);
      // Calculating does not bring advice back.
      await page.getByTestId('irrigation-calculate').click();
      await expect(none).toHaveAttribute('data-reason', 'no_active_season');
      await page.screenshot({ path: path.join(shots, `ended-season-${language}-${width}.png`) });
      // What to do: start a season on the crop fields list.
      await page.getByTestId('irrigation-start-season-link').click();
      await expect(page).toHaveURL(/\/crop-fields$/);
      await expect(page.locator('[data-testid^="crop-fields-row-"]').filter({ hasText: code }).locator('[data-testid^="crop-fields-start-"]')).toBeVisible();
    });
  });
}
