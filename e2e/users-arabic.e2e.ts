import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { dismissOrgMessage, signIn } from './support';

// Another test may have published an organisation message; here it is only in the way, so it is closed.
test.beforeEach(({ page }) => dismissOrgMessage(page));

test('the users list in Arabic: right to left in Almarai, translated headers, search and Excel export', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL! }]);
  await signIn(page, 'palm.manager');
  await page.goto('/users');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Almarai');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('المستخدمون');
  const headers = page.getByTestId('users-table').getByRole('columnheader');
  await expect(headers).toContainText(['الاسم', 'اسم المستخدم', 'البريد الإلكتروني']);
  await expect(page.getByTestId('users-row-palm.engineer')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/users-ar.png', fullPage: true });

  // Search (debounced) narrows the list on the server.
  const searched = page.waitForResponse((r) => r.url().includes('/api/users/?') && r.url().includes('search=engineer'));
  await page.getByTestId('users-search').fill('engineer');
  await searched;
  await expect(page.getByTestId('users-row-palm.manager')).toHaveCount(0);
  await expect(page.getByTestId('users-row-palm.engineer')).toBeVisible();
  await expect(page).toHaveURL(/search=engineer/);

  // Export downloads an .xlsx with today's date in its name.
  const download = page.waitForEvent('download');
  await page.getByTestId('users-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK'); // an .xlsx is a zip archive
});
