import { expect, test, type Page } from '@playwright/test';
import { dismissOrgMessage, screenshotsIn, setLanguage, signIn } from './support';

// Issue #12: the tree dashboard shows the farm map coloured by health: the first farm's tree fields with every palm as
// a point of MapLibre's circle layer (no DOM node per palm), coloured by its health state, with the legend.

test.use({ viewport: { width: 1366, height: 900 } });
test.beforeEach(({ page }) => dismissOrgMessage(page));

const save = screenshotsIn('tree-dashboard-map');
const shot = (page: Page, name: string) => save(page.getByTestId('dashboard-map-card'), name);

for (const lang of ['en', 'ar'] as const) {
  test(`the dashboard shows the first farm's palms on its map, coloured by health (${lang})`, async ({ page, baseURL }) => {
    await setLanguage(page, baseURL!, lang);
    await signIn(page, 'palm.manager');
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-trees')).toContainText(/3.?600/);
    const card = page.getByTestId('dashboard-map-card');
    await card.scrollIntoViewIfNeeded();
    await expect(card).toContainText(lang === 'en' ? 'Al-Ahsa Palms: the farm map by health' : 'Al-Ahsa Palms: خريطة المزرعة حسب الحالة الصحية');
    // Both demo blocks of Al-Ahsa Palms, 1,800 palms each.
    const map = card.getByTestId('dashboard-map');
    await expect(map).toHaveAttribute('data-dots', '3600', { timeout: 20_000 });
    const legend = Number(await card.getByTestId('grid-legend-healthy').getAttribute('data-count'));
    const infected = Number(await card.getByTestId('grid-legend-infected').getAttribute('data-count'));
    expect(legend).toBeGreaterThan(3000);
    expect(infected).toBeGreaterThan(0);
    await page.waitForTimeout(2500);
    await shot(page, `dashboard-map-${lang}-1366`);
    // A phone opens the dashboard at its own width: the map fits both blocks there.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(map).toHaveAttribute('data-dots', '3600', { timeout: 20_000 });
    await card.scrollIntoViewIfNeeded();
    await page.waitForTimeout(2500);
    await shot(page, `dashboard-map-${lang}-390`);
    await save(page, `dashboard-${lang}-390-page`, { fullPage: true });
  });
}
