import { expect, test, type Page } from '@playwright/test';
import { signIn, WEBGL_LAUNCH } from './support';

test.use({
  launchOptions: WEBGL_LAUNCH, // MapLibre's maps need WebGL
});

/** Every Content-Security-Policy violation the page reports (the browser logs each one as a console error). */
function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|evaluate|apply|create|connect|frame)/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the public site, the Arabic app and its map run under the strict CSP without a single violation', async ({ page }) => {
  const violations = collectViolations(page);

  const landing = await page.goto('/');
  expect(landing!.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(landing!.headers()['x-content-type-options']).toBe('nosniff');
  await page.goto('/about?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // The app page sets its direction from the lang cookie with an external script, before the first paint.
  await signIn(page, 'palm.manager');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.addLocatorHandler(page.getByTestId('org-message-ok'), async (ok) => {
    await ok.click();
  });
  await page.goto('/fields');
  await page.locator('[data-testid^="farms-open-"]').first().click();
  await page.getByTestId('fields-create').click();
  // The map draws only once its worker (a module from this origin) runs.
  await expect(page.locator('[data-testid="field-border-map"][data-loaded="true"]')).toBeVisible({ timeout: 20_000 });

  expect(violations).toEqual([]);
});
