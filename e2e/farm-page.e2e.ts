import { expect, test } from '@playwright/test';
import path from 'node:path';
import { signIn } from './support';

test.use({ viewport: { width: 1366, height: 900 } });

// Issue #11: a field's crop reads in the reader's language on the farm page, not as its stored key.
test("the pivot farm's page names each field's crop in Arabic (ar)", async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'lang', value: 'ar', url: baseURL! }]);
  await signIn(page, 'pivot.manager');
  await page.goto('/fields');
  await page.locator('[data-testid^="farms-open-"]').first().click();
  const potato = page.locator('[data-testid^="fields-row-"]').filter({ hasText: 'TA-P4' });
  await expect(potato).toContainText('بطاطس · Spunta');
  await expect(potato).not.toContainText('potato');
});

// Issue #11: a forecast value keeps its unit on its line in Arabic ("19.5 كم/س", "06:24 ص"), on a phone too.
test('the farm page’s forecast cards keep each value with its unit on one line in Arabic, at 1366 and 390 px (ar)', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'lang', value: 'ar', url: baseURL! }]);
  await signIn(page, 'palm.manager');
  await page.goto('/fields');
  await page.locator('[data-testid^="farms-row-"]').filter({ hasText: 'AHSA-01' }).locator('[data-testid^="farms-open-"]').click();
  await expect(page.getByTestId('weather-day')).toHaveCount(8, { timeout: 30_000 });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const lines = await page.getByTestId('weather-day').locator('dd').evaluateAll((values) =>
      // The lines the value's text is set on (a row may be taller when its label wraps).
      values.map((dd) => {
        const range = document.createRange();
        range.selectNodeContents(dd);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }),
    );
    expect(lines.length).toBe(40);
    expect(lines.every((n) => n <= 1), `value lines at ${width} px: ${lines.join(',')}`).toBe(true);
  }
});

// Issue #10: a farm's fields are the kit's list: searched by name or code, counted, with the map and the weather above.
test("a farm's fields are searched and counted under its map, in English and Arabic, at 1366 and 390 px", async ({ page, baseURL }) => {
  const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'farm-page');
  await signIn(page, 'palm.manager');
  await page.goto('/fields');
  await page.locator('[data-testid^="farms-row-"]').filter({ hasText: 'AHSA-01' }).locator('[data-testid^="farms-open-"]').click();
  await expect(page.getByTestId('farm-fields-summary')).toContainText('AHSA-01');
  const rows = page.locator('[data-testid^="fields-row-"]');
  await expect(rows.first()).toBeVisible();
  const all = await rows.count();
  await expect(page.getByTestId('fields-pagination-summary')).toHaveText(`1–${all} of ${all}`);
  await page.getByTestId('fields-search').fill('AHSA-01-A');
  await expect(page).toHaveURL(/search=AHSA-01-A/);
  await expect(rows.filter({ hasText: 'AHSA-01-A' }).first()).toBeVisible();
  await expect.poll(() => rows.count()).toBeLessThan(all + 1);
  await expect(rows.filter({ hasNotText: 'AHSA-01-A' })).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, 'fields-en-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(800); // the side navigation slides away on phones
  await page.screenshot({ path: path.join(shots, 'fields-en-phone.png'), fullPage: true });

  await page.context().addCookies([{ name: 'lang', value: 'ar', url: baseURL! }]);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByLabel('ابحث في الحقول')).toHaveValue('AHSA-01-A');
  await expect(rows.filter({ hasText: 'AHSA-01-A' }).first()).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'fields-ar-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(shots, 'fields-ar-phone.png'), fullPage: true });
  // Deleting asks first: the confirmation names the field; cancelling keeps it.
  await page.setViewportSize({ width: 1366, height: 900 });
  await rows.filter({ hasText: 'AHSA-01-A' }).first().locator('[data-testid^="fields-delete-"]').click();
  await expect(page.getByTestId('field-delete-confirm-cancel')).toBeVisible();
  await page.getByTestId('field-delete-confirm-cancel').click();
  await expect(rows.filter({ hasText: 'AHSA-01-A' }).first()).toBeVisible();
});
