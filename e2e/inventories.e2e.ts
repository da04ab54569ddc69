import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { choose, dismissOrgMessage, listRow as row, openSettings, setLanguage, signIn } from './support';

test.use({ viewport: { width: 1366, height: 900 } });
test.beforeEach(({ page }) => dismissOrgMessage(page));

const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'inventories');

const stockRow = (page: Page, nameEn: string) => page.locator(`[data-testid="store-item-row"][data-name="${nameEn}"]`);
/** The number in a quantity cell ("1,375 kg", or Arabic-Indic digits). */
const quantityIn = async (page: Page, nameEn: string) => {
  const text = (await stockRow(page, nameEn).getByTestId('store-item-quantity').textContent()) ?? '';
  const latin = text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[٬,]/g, '').replace('٫', '.');
  return Number(latin.match(/[\d.]+/)![0]);
};
async function openStore(page: Page, name: string) {
  await row(page, 'inventories', name).locator('[data-testid^="inventories-open-"]').click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await expect(page.getByTestId('store-items')).toBeVisible();
}
/** The open store's form for a new line of `kind` (its label) moving `quantity` of `item` (its label), not sent yet. */
async function newLine(page: Page, kind: string, item: string, quantity: number) {
  await page.getByTestId('store-new-transaction').click();
  await page.getByTestId('transaction-form-kind').getByText(kind, { exact: true }).click();
  await choose(page, 'transaction-form-item_id', item);
  await page.getByTestId('transaction-form-quantity').fill(String(quantity));
}

test('a palm manager sees the seeded stock with its flags, is refused a withdrawal larger than the stock, withdraws and buys, in English', async ({ page, baseURL }) => {
  await setLanguage(page, baseURL!, 'en');
  await signIn(page, 'palm.manager');

  // Settings: the global items in both languages with the pesticide's pre-harvest interval, and a new item.
  await openSettings(page, 'inventory_items');
  await expect(page.getByRole('heading', { name: 'Global inventory items' })).toBeVisible();
  await expect(row(page, 'inventory-items', 'Imidacloprid 35% SC')).toContainText('PHI 21 days');
  await expect(row(page, 'inventory-items', 'Imidacloprid 35% SC')).toContainText('إيميداكلوبريد 35%');
  await page.getByTestId('inventory-items-create').click();
  await page.getByTestId('inventory-item-form-name_en').fill('Boron 20%');
  await page.getByTestId('inventory-item-form-name_ar').fill('بورون 20%');
  await choose(page, 'inventory-item-form-category', 'Fertiliser');
  await choose(page, 'inventory-item-form-unit', 'kg');
  await page.getByTestId('inventory-item-form-low_stock_threshold').fill('5');
  await page.getByTestId('inventory-item-form-submit').click();
  await expect(row(page, 'inventory-items', 'Boron 20%')).toContainText('Fertiliser');

  // Suppliers with their purchases.
  await page.goto('/settings/suppliers');
  await expect(page.getByRole('heading', { name: 'Suppliers' })).toBeVisible();
  await expect(row(page, 'suppliers', 'Al-Jazira Agricultural Supplies')).toContainText('Saudi Arabia');
  await expect(row(page, 'suppliers', 'Al-Jazira Agricultural Supplies').getByTestId('suppliers-purchases')).toContainText('purchases');

  // Stores with their flags: the lures run low in the main store, the bunch bags are out in Khalas Block A's store.
  await page.goto('/inventories');
  await expect(page.getByRole('heading', { name: 'Inventories' })).toBeVisible();
  await expect(row(page, 'inventories', 'Khalas Block A store').getByTestId('inventories-out')).toHaveText('1 out');
  await openStore(page, 'Al-Ahsa main store');
  await expect(stockRow(page, 'RPW pheromone lures').getByTestId('store-item-status')).toHaveText('Low items');
  await page.screenshot({ path: path.join(shots, 'store-en-1366.png'), animations: 'disabled' });

  const before = await quantityIn(page, 'NPK 20-20-20');
  await newLine(page, 'Out', 'NPK 20-20-20', before + 1);
  await page.getByTestId('transaction-form-submit').click();
  await expect(page.getByTestId('transaction-form')).toContainText('The withdrawn quantity is greater than the current quantity.');
  await page.screenshot({ path: path.join(shots, 'refused-en-1366.png'), animations: 'disabled' });
  expect(await quantityIn(page, 'NPK 20-20-20')).toBe(before);

  await page.getByTestId('transaction-form-quantity').fill('10');
  await page.getByTestId('transaction-form-note').fill('Fertigation of Khalas Block A');
  await page.getByTestId('transaction-form-submit').click();
  await expect(page.getByTestId('transaction-form')).toBeHidden();
  await expect.poll(() => quantityIn(page, 'NPK 20-20-20')).toBe(before - 10);

  // A purchase of the new item from a supplier.
  await newLine(page, 'In', 'Boron 20%', 50);
  await choose(page, 'transaction-form-supplier_id', 'Al-Jazira Agricultural Supplies');
  await page.getByTestId('transaction-form-unit_cost').fill('12.5');
  await page.getByTestId('transaction-form-submit').click();
  await expect(stockRow(page, 'Boron 20%').getByTestId('store-item-quantity')).toHaveText('50 kg');
  await expect(stockRow(page, 'Boron 20%').getByTestId('store-item-status')).toHaveText('In stock');

  await page.getByTestId('store-tabs').getByText('History').click();
  const history = page.getByTestId('store-history-row');
  await expect(history.first()).toContainText('In');
  await expect(history.first()).toContainText('+50 kg');
  await expect(history.nth(1)).toContainText(/[-−]10 kg/);
  await expect(history.nth(1)).toContainText('Fertigation of Khalas Block A');
  await page.screenshot({ path: path.join(shots, 'history-en-1366.png'), animations: 'disabled' });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(shots, 'history-en-390.png'), animations: 'disabled' });
});

test('in Arabic the stores read right to left, a too-large withdrawal gets the Arabic message and a stock count records its adjustment', async ({ page, baseURL }) => {
  await setLanguage(page, baseURL!, 'ar');
  await signIn(page, 'palm.manager');
  await page.goto('/inventories');
  await expect(page.getByRole('heading', { name: 'المخازن' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(row(page, 'inventories', 'Delta Citrus store')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'stores-ar-1366.png'), animations: 'disabled' });
  await openStore(page, 'Delta Citrus store');
  await expect(stockRow(page, 'Calcium nitrate')).toContainText('نترات الكالسيوم');
  const before = await quantityIn(page, 'Calcium nitrate');

  await newLine(page, 'صادر', 'نترات الكالسيوم', before + 100);
  await page.getByTestId('transaction-form-submit').click();
  await expect(page.getByTestId('transaction-form')).toContainText('الكمية المسحوبة أكبر من الكمية الحالية.');

  await page.getByTestId('transaction-form-kind').getByText('جرد', { exact: true }).click();
  await page.getByTestId('transaction-form-quantity').fill(String(before - 4));
  await page.getByTestId('transaction-form-reason').fill('كيس ممزق عند الجرد');
  await page.getByTestId('transaction-form-submit').click();
  await expect(page.getByTestId('transaction-form')).toBeHidden();
  await expect.poll(() => quantityIn(page, 'Calcium nitrate')).toBe(before - 4);
  await page.screenshot({ path: path.join(shots, 'store-ar-1366.png'), animations: 'disabled' });

  await page.getByTestId('store-tabs').getByText('السجل').click();
  await expect(page.getByTestId('store-history-row').first().getByTestId('store-history-type')).toHaveText('تسوية');
  await expect(page.getByTestId('store-history-row').first()).toContainText('-4 كجم');
  await expect(page.getByTestId('store-history-row').first()).toContainText('كيس ممزق عند الجرد');
  await page.screenshot({ path: path.join(shots, 'history-ar-1366.png'), animations: 'disabled' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(shots, 'history-ar-390.png'), animations: 'disabled' });
  await page.goto('/settings/inventory-items');
  await expect(page.getByRole('heading', { name: 'أصناف المخزون العامة' })).toBeVisible();
  await expect(row(page, 'inventory-items', 'إيميداكلوبريد 35%')).toContainText('مبيد');
  await page.screenshot({ path: path.join(shots, 'items-ar-390.png'), animations: 'disabled' });
});
