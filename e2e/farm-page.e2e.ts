import { expect, test } from '@playwright/test';
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
