import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('an unhandled interface exception shows the crash page and reports it', async ({ page }) => {
  await signIn(page, 'palm.manager');
  // A page's code failing to load (as after a deploy) is an unhandled exception for the interface.
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    const url = route.request().url();
    if (/(reports|placeholder|no-content)/i.test(url)) return route.abort();
    return route.continue();
  });
  const report = page.waitForRequest((r) => r.url().endsWith('/api/crash-reports/') && r.method() === 'POST');
  await page.getByTestId('nav-reports_and_dashboard').click();
  await expect(page.getByRole('heading', { name: 'Error', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something Went Wrong' })).toBeVisible();
  await expect(page.getByText("We're sorry, but something went wrong. Please try again later.")).toBeVisible();
  const body = (await report).postDataJSON() as { message: string; path: string };
  expect(body.path).toBe('/reports');
  expect(body.message.length).toBeGreaterThan(0);

  // The button reloads the page; with the code reachable again the page renders.
  await page.unroute(/\/assets\/.*\.js$/);
  await page.getByTestId('crash-reload').click();
  await expect(page.getByRole('heading', { name: 'Reports and Dashboard', exact: true })).toBeVisible();
});
