import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { choose, dismissOrgMessage, screenshotsAtTwoWidths, setLanguage, signIn } from './support';

// The grid screen of a demo block and the tree dashboard (issue #12), as the palm manager, in English and Arabic.
test.use({ viewport: { width: 1366, height: 900 } });
test.beforeEach(({ page }) => dismissOrgMessage(page));

const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'tree-grid');

const screenshots = (page: Page, name: string, ready: () => Promise<void>) => screenshotsAtTwoWidths(page, path.join(shots, name), ready);

/** Opens Khalas Block A's grid from the farm's field list; answers its address. */
async function openBlockGrid(page: Page): Promise<string> {
  await page.goto('/fields');
  await page.locator('[data-testid^="farms-row-"]').filter({ hasText: 'AHSA-01' }).locator('[data-testid^="farms-open-"]').click();
  await page.locator('[data-testid^="fields-row-"]').filter({ hasText: 'AHSA-01-A' }).locator('[data-testid^="fields-grid-"]').click();
  await expect(page).toHaveURL(/\/fields\/[0-9a-f-]+\/grid$/);
  await drawn(page);
  return new URL(page.url()).pathname;
}

const canvas = (page: Page) => page.getByTestId('tree-grid-canvas');
/** Waits for the canvas's first full draw. */
async function drawn(page: Page) {
  await expect(canvas(page)).toHaveAttribute('data-first-draw-ms', /^\d+$/);
}
/**
 * The page position of a spot's centre, from the map's view (scale, x, y) as the canvas draws it, once that view fits
 * the whole 45-column block in the canvas's current width (after a resize the next frame fits it again).
 */
async function spotPoint(page: Page, row: number, column: number, rtl = false) {
  const view = async () => (await canvas(page).getAttribute('data-view'))!.split(',').map(Number) as [number, number, number];
  await expect.poll(async () => {
    const [scale, x] = await view();
    return Math.abs(2 * x + 45 * scale - (await canvas(page).boundingBox())!.width) < 1;
  }).toBe(true);
  const [scale, x, y] = await view();
  const box = (await canvas(page).boundingBox())!;
  const index = rtl ? 45 - column : column - 1;
  return { x: box.x + x + (index + 0.5) * scale, y: box.y + y + (row - 0.5) * scale };
}
/** Chooses what colours the grid (the segmented control's label). */
const colourBy = (page: Page, name: string) => page.getByTestId('grid-colouring').getByText(name, { exact: true }).click();
const legendCount = async (page: Page, key: string) => Number(await page.getByTestId(`grid-legend-${key}`).getAttribute('data-count'));

test('the palm manager reads the dashboard: every figure of the demo palms, each linking to its trees (en)', async ({ page, baseURL }) => {
  await setLanguage(page, baseURL!, 'en');
  await signIn(page, 'palm.manager');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('dashboard-trees')).toContainText('3,600');
  await expect(page.getByTestId('figure-health-link-infected')).toBeVisible();
  const infected = Number(await page.getByTestId('dashboard-infected').getAttribute('data-count'));
  expect(infected).toBeGreaterThan(0);
  // Health changes show once someone changes a tree's health: the spec's No Available Data until then (an earlier test
  // of the run may have changed one already).
  await expect(page.getByTestId('dashboard-health-changes-empty').or(page.getByTestId('health-changes-chart'))).toBeVisible();
  await screenshots(page, 'dashboard-en', () => expect(page.getByTestId('figure-age')).toBeVisible());

  // One farm: both demo blocks are Al-Ahsa Palms'; its figures link within it.
  await choose(page, 'dashboard-farm', 'AHSA-01 · Al-Ahsa Palms');
  await expect(page).toHaveURL(/farm_id=/);
  await expect(page.getByTestId('dashboard-trees')).toContainText('3,600');
  await page.getByTestId('dashboard-infected').click();
  await expect(page).toHaveURL(/\/trees\?health_state=infected&farm_id=/);
  await expect(page.getByTestId('trees-pagination-summary')).toHaveText(new RegExp(` of ${infected.toLocaleString('en')}$`));
  await expect(page.locator('[data-testid^="trees-row-"]').first().locator('[data-health]')).toHaveAttribute('data-health', 'infected');
});

test('the palm manager opens a block’s grid, colours it by drips, opens a tree and changes a box of trees (en)', async ({ page, baseURL }) => {
  await setLanguage(page, baseURL!, 'en');
  await signIn(page, 'palm.manager');
  const grid = await openBlockGrid(page);
  await expect(page.getByRole('heading', { name: 'Grid of AHSA-01-A' })).toBeVisible();
  await expect(page.getByTestId('tree-grid-summary')).toContainText('40 rows × 45 columns · 1,800 records');
  expect(await legendCount(page, 'healthy')).toBeGreaterThan(1000);
  expect(await legendCount(page, 'infected')).toBeGreaterThan(0);
  // Rulers read left to right in English: column 1 first.
  const columnTicks = page.getByTestId('grid-column-ruler').locator('[data-line]');
  expect(Number(await columnTicks.first().getAttribute('data-line'))).toBe(1);
  await screenshots(page, 'grid-health-en', () => drawn(page));

  await colourBy(page, 'Drips');
  await expect(page).toHaveURL(/colour=drips/);
  expect(await legendCount(page, 'some_broken')).toBeGreaterThan(0);
  expect(await legendCount(page, 'some_blocked')).toBeGreaterThan(0);
  await page.screenshot({ path: path.join(shots, 'grid-drips-en-1366.png'), fullPage: true, animations: 'disabled' });

  // A click on row 3, column 7 opens that tree; its health state is changed there.
  const spot = await spotPoint(page, 3, 7);
  await page.mouse.click(spot.x, spot.y);
  await expect(page.getByTestId('tree-form-place')).toContainText('AHSA-01-A-R003-C007');
  const before = await page.getByTestId('tree-form-health_state').inputValue();
  const next = before === 'Dead' ? 'Recently healed' : 'Dead';
  await choose(page, 'tree-form-health_state', next);
  await page.getByTestId('tree-form-submit').click();
  await expect(page.getByText('Tree saved.')).toBeVisible();

  // Shift+drag over rows 10-12, columns 20-23: twelve spots, set to recently healed in one change.
  await colourBy(page, 'Health state');
  const healedBefore = await legendCount(page, 'recently_healed');
  const from = await spotPoint(page, 10, 20);
  const to = await spotPoint(page, 12, 23);
  await page.keyboard.down('Shift');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
  await page.keyboard.up('Shift');
  await expect(page.getByTestId('grid-selection-summary')).toHaveText('Rows 10–12, columns 20–23: 12 records');
  await choose(page, 'grid-bulk-health', 'Recently healed');
  await page.screenshot({ path: path.join(shots, 'grid-selection-en-1366.png'), fullPage: true, animations: 'disabled' });
  await page.getByTestId('grid-bulk-apply').click();
  await expect(page.getByText(/^\d+ of 12 selected records changed\.$/)).toBeVisible();
  await expect(page.getByTestId('grid-selection')).toBeHidden();
  await expect.poll(() => legendCount(page, 'recently_healed')).toBeGreaterThan(healedBefore);
  expect(new URL(page.url()).pathname).toBe(grid);
});

test('in Arabic the grid reads right to left: column 1 on the right, opened by a click there (ar)', async ({ page, baseURL }) => {
  await setLanguage(page, baseURL!, 'ar');
  await signIn(page, 'palm.manager');
  await openBlockGrid(page);
  await expect(page.getByRole('heading', { name: 'شبكة AHSA-01-A' })).toBeVisible();
  await expect(page.getByTestId('grid-legend-healthy')).toContainText('سليمة');
  // Column 1's label is the rightmost of the column ruler.
  const ticks = await page.getByTestId('grid-column-ruler').locator('[data-line]').evaluateAll((nodes) => nodes.map((n) => ({ line: Number(n.getAttribute('data-line')), at: Number(n.getAttribute('data-at')) })));
  const first = ticks.find((tick) => tick.line === 1)!;
  expect(ticks.length).toBeGreaterThan(3);
  expect(ticks.every((tick) => tick.line === 1 || tick.at < first.at)).toBe(true);
  await screenshots(page, 'grid-health-ar', () => drawn(page));
  // The rightmost spot of the first row is row 1, column 1 (the block's valve).
  const spot = await spotPoint(page, 1, 1, true);
  await page.mouse.click(spot.x, spot.y);
  await expect(page.getByTestId('tree-form-place')).toContainText('AHSA-01-A-R001-C001');
});

test('the Arabic dashboard counts the same palms and shows this week’s health changes as a chart (ar)', async ({ page, baseURL }) => {
  await setLanguage(page, baseURL!, 'ar');
  await signIn(page, 'palm.manager');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'لوحة المعلومات' })).toBeVisible();
  await expect(page.getByTestId('dashboard-trees')).toContainText(/3.?600/);
  await expect(page.getByTestId('figure-health-link-infected')).toHaveText('مصابة');
  // The grid test above changed health states this week: the chart shows them.
  await expect(page.getByTestId('health-changes-chart')).toBeVisible();
  await screenshots(page, 'dashboard-ar', () => expect(page.getByTestId('health-changes-chart')).toBeVisible());
});
