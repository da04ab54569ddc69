import { expect, test } from '@playwright/test';
import { dismissOrgMessage, screenshotsIn, setLanguage, signIn } from './support';

// Issue #12: a tree field clicked on the farm map shows its palms as points placed on the field's grid, coloured by
// health like the grid, drawn by MapLibre's circle layer (no DOM node per palm).

test.use({ viewport: { width: 1366, height: 900 } });
test.beforeEach(({ page }) => dismissOrgMessage(page));

const shot = screenshotsIn('tree-map');

for (const lang of ['en', 'ar'] as const) {
  test(`the palms of a clicked tree field show on the farm map as points coloured by health (${lang})`, async ({ page, baseURL }) => {
    await setLanguage(page, baseURL!, lang);
    await signIn(page, 'palm.manager');
    await page.goto('/');
    const map = page.getByTestId('map-view-map');
    await page.locator('[data-testid^="farm-listing-item-"]').filter({ hasText: 'AHSA' }).first().click();
    // The farm's field borders are drawn, then a click inside one opens its palms.
    await page.waitForTimeout(2500);
    const box = (await map.locator('canvas').boundingBox())!;
    // The farm's two blocks lie side by side in its lower half.
    for (const [dx, dy] of [[-100, 90], [95, 90], [0, 90]] as const) {
      await page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
      await page.waitForTimeout(600);
      if (Number((await map.getAttribute('data-dots')) ?? 0) > 0) break;
    }
    await expect(map).toHaveAttribute('data-dots', '1800', { timeout: 15_000 });
    await page.waitForTimeout(2500);
    await shot(page, `tree-map-${lang}-1366`);
    // The rows' direction: previewed as typed, saved on the field (PATCH grid_bearing_deg), kept after a reload.
    const control = page.getByTestId('tree-rows-control');
    const input = control.getByTestId('tree-rows-bearing');
    const along = await input.inputValue();
    const turned = along === '90°' ? '0' : '90';
    await input.fill(turned);
    await expect(map).toHaveAttribute('data-dots', '1800');
    const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && /\/api\/fields\/[^/]+\/$/.test(r.url()));
    await control.getByTestId('tree-rows-save').click();
    expect((await saved).status()).toBe(200);
    await expect(control.getByTestId('tree-rows-reset')).toBeVisible();
    await expect(input).toHaveValue(`${turned}°`);
    await page.waitForTimeout(1500);
    await shot(page, `tree-map-${lang}-1366-turned-rows`);
    // Back along the border, so the next run starts from the demo's layout.
    await control.getByTestId('tree-rows-reset').click();
    await expect(control.getByTestId('tree-rows-reset')).toHaveCount(0);
    await expect(input).toHaveValue(along);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(1500);
    await shot(page, `tree-map-${lang}-390`);
  });
}
