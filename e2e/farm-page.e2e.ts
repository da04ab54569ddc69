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
