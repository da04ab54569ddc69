import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_PASSWORD, dismissOrgMessage, signIn } from './support';

// Issue #4: crop rotations imported from a real .xlsx through the sheet range picker, as the Toshka
// pivot manager. A workbook with a bad row saves nothing and names that sheet row; a good one adds all.

test.use({ viewport: { width: 1440, height: 960 } });
test.beforeEach(({ page }) => dismissOrgMessage(page));

const OUT = path.resolve(import.meta.dirname, '..', 'test-results');
const HEADER = ['Field code', 'Crop', 'Variety', 'Plantation type', 'Planting date (YYYY-MM-DD)', 'Status', 'Notes'];

interface CropField { id: string; code: string }

async function api(page: Page, baseURL: string) {
  const token = ((await (await page.request.post(`${baseURL}/api/token/`, { data: { username: 'pivot.manager', password: DEMO_PASSWORD } })).json()) as { access: string }).access;
  const get = async <T>(url: string): Promise<T> => (await (await page.request.get(`${baseURL}${url}`, { headers: { authorization: `Bearer ${token}` } })).json()) as T;
  return {
    fields: async () => (await get<{ results: CropField[] }>('/api/crop-fields/?page_size=100')).results,
    rotations: (fieldId: string) => get<{ crop: string; variety: string | null }[]>(`/api/crop-fields/${fieldId}/rotations/`),
  };
}

/**
 * A workbook as people make them: a notes sheet first; on "Plan" a title, a blank row, the table from
 * B3 and a total line under it that must be left out of the range.
 */
async function writeWorkbook(name: string, rows: unknown[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Notes').addRow(['Rotation plan for the pivots, season 2026']);
  const sheet = book.addWorksheet('Plan');
  sheet.getCell('A1').value = 'Toshka rotation plan';
  [HEADER, ...rows].forEach((row, r) => row.forEach((value, c) => (sheet.getRow(3 + r).getCell(2 + c).value = value as never)));
  sheet.getRow(4 + rows.length).getCell(2).value = `Total: ${rows.length} rotations`;
  mkdirSync(OUT, { recursive: true });
  const file = path.join(OUT, name);
  await book.xlsx.writeFile(file);
  return file;
}

/** Upload → pick the "Plan" sheet → choose B3:H(3+n) → Preview. */
async function pickRange(page: Page, file: string, dataRows: number) {
  await page.getByTestId('rotations-tab-import').click();
  await page.getByTestId('rotations-import-file').setInputFiles(file);
  await page.getByTestId('rotations-import-sheet').click();
  await page.getByRole('option', { name: 'Plan', exact: true }).click();
  await expect(page.getByTestId('rotations-import-used-range')).toContainText('A1:H');
  await page.getByTestId('rotations-import-first_row').fill('3');
  await page.getByTestId('rotations-import-first_col').fill('2');
  await page.getByTestId('rotations-import-last_col').fill('8');
  await page.getByTestId('rotations-import-last_row').fill(String(3 + dataRows));
  const grid = page.getByTestId('rotations-import-grid');
  // The live grid marks the header row and the data, and leaves the title and the total outside.
  await expect(grid.locator('td[data-role="header"]').first()).toHaveText('Field code');
  await expect(grid.locator('td[data-role="header"]')).toHaveCount(7);
  await expect(grid.locator('td[data-role="data"]')).toHaveCount(7 * dataRows);
  await expect(grid.getByText('Toshka rotation plan')).toHaveAttribute('data-role', 'outside');
  await expect(grid.getByText(/^Total:/)).toHaveAttribute('data-role', 'outside');
  await page.getByTestId('rotations-import-preview').click();
  await expect(page.getByTestId('rotations-import-result')).toBeVisible();
}

test('imports crop rotations from Excel through the range picker: a bad row saves nothing, then a good file adds every row (en)', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  const server = await api(page, baseURL!);
  const fields = await server.fields();
  expect(fields.length).toBeGreaterThanOrEqual(2);
  const [first, second] = fields as [CropField, CropField];
  const before = [(await server.rotations(first.id)).length, (await server.rotations(second.id)).length];

  const bad = await writeWorkbook('crop-rotations-bad.xlsx', [
    [first.code, 'Wheat', 'Giza 171', 'direct_seeding', '2025-11-15', 'active', ''],
    ['PIVOT-NOPE', 'Onion', 'Giza 6', 'transplanting', '2025-12-01', '', ''],
    [second.code, 'Maize', '', 'Direct seeding', '2026-02-30', '', 'bad date'],
  ]);
  await signIn(page, 'pivot.manager');
  await page.goto('/crop-fields');
  await page.getByTestId(`crop-fields-rotations-${first.id}`).click();
  await expect(page.getByTestId('rotations-drawer')).toContainText(first.code);

  await pickRange(page, bad, 3);
  const errors = page.getByTestId('rotations-import-errors');
  await expect(errors).toContainText('Row 5 · Field code: No crop field of yours has this code.');
  await expect(errors).toContainText('Row 6 · Planting date (YYYY-MM-DD): Enter a date as YYYY-MM-DD.');
  await expect(page.getByTestId('rotations-import-error-4')).toHaveCount(0);
  await expect(page.getByTestId('rotations-import-submit')).toBeDisabled();
  expect([(await server.rotations(first.id)).length, (await server.rotations(second.id)).length]).toEqual(before);

  const crops = ['Alfalfa e2e', 'Potato e2e', 'Onion e2e'] as const;
  const good = await writeWorkbook('crop-rotations-good.xlsx', [
    [first.code, crops[0], 'Hijazi', 'Direct seeding', new Date(Date.UTC(2025, 9, 1)), 'active', 'first cut in December'],
    [first.code, crops[1], 'Spunta', 'seed_tubers', '2026-01-10', 'ended', ''],
    [second.code, crops[2], 'Giza 6', 'transplanting', '2025-12-01', '', ''],
  ]);
  await pickRange(page, good, 3);
  await expect(page.getByTestId('rotations-import-errors')).toHaveCount(0);
  await expect(page.getByTestId('rotations-import-result')).toContainText('3 rows to import');
  await page.getByTestId('rotations-import-submit').click();
  await expect(page.getByText('3 rotations imported')).toBeVisible();

  // Back on the list: the field's new rotations are shown.
  const table = page.getByTestId('rotations-table');
  await expect(table).toContainText(crops[0]);
  await expect(table).toContainText(crops[1]);
  await expect(table).toContainText('Seed tubers');
  expect((await server.rotations(second.id)).map((r) => r.crop)).toContain(crops[2]);
  expect((await server.rotations(first.id)).length).toBe(before[0]! + 2);
});

test('the import names the bad row in Arabic and saves nothing (ar)', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL! }]);
  const server = await api(page, baseURL!);
  const [field] = (await server.fields()) as [CropField];
  const before = (await server.rotations(field.id)).length;
  const bad = await writeWorkbook('crop-rotations-bad-ar.xlsx', [
    [field.code, 'قمح', 'جيزة 171', 'بذر مباشر', '2025-11-15', 'نشط', ''],
    [field.code, 'بصل', '', 'شتل', '15/12/2025', '', ''],
  ]);
  await signIn(page, 'pivot.manager');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/crop-fields');
  await page.getByTestId(`crop-fields-rotations-${field.id}`).click();
  await pickRange(page, bad, 2);
  await expect(page.getByTestId('rotations-import-errors')).toContainText('الصف 5 · Planting date (YYYY-MM-DD): أدخل التاريخ بالصيغة YYYY-MM-DD');
  await expect(page.getByTestId('rotations-import-submit')).toBeDisabled();
  expect((await server.rotations(field.id)).length).toBe(before);
});

test('adds one and several rotations, edits several at once and ends one (en)', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  const server = await api(page, baseURL!);
  const field = (await server.fields())[2]!;
  const before = (await server.rotations(field.id)).length;
  await signIn(page, 'pivot.manager');
  await page.goto('/crop-fields');
  await page.getByTestId(`crop-fields-rotations-${field.id}`).click();
  const choose = async (testId: string, option: string) => {
    await page.getByTestId(testId).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  // Add single.
  await page.getByTestId('rotations-tab-add').click();
  await page.getByTestId('rotation-form-crop').fill('Clover single');
  await choose('rotation-form-plantation_type', 'Direct seeding');
  await page.getByTestId('rotation-form-planting_date').fill('2025-10-20');
  await page.getByTestId('rotation-form-submit').click();
  await expect(page.getByText('Rotation added')).toBeVisible();
  await expect(page.getByTestId('rotations-table')).toContainText('Clover single');

  // Add multiple: three empty rows, one removed, a missing choice caught before saving.
  await page.getByTestId('rotations-tab-add_many').click();
  await page.getByTestId('rotations-many-0-crop').fill('Barley many');
  await choose('rotations-many-0-plantation_type', 'Direct seeding');
  await page.getByTestId('rotations-many-1-crop').fill('Onion many');
  await page.getByTestId('rotations-many-remove-2').click();
  await page.getByTestId('rotations-many-submit').click();
  await expect(page.getByTestId('rotations-many-invalid')).toBeVisible();
  await choose('rotations-many-1-plantation_type', 'Transplanting');
  await page.getByTestId('rotations-many-submit').click();
  await expect(page.getByText('2 rotations added')).toBeVisible();
  const table = page.getByTestId('rotations-table');
  await expect(table).toContainText('Barley many');
  await expect(table).toContainText('Onion many');
  expect((await server.rotations(field.id)).length).toBe(before + 3);

  // Update multiple: two rows edited inline, saved once.
  await page.getByTestId('rotations-edit-many').click();
  const varieties = table.locator('input[data-testid$="-variety"]');
  await varieties.nth(0).fill('Edited A');
  await varieties.nth(1).fill('Edited B');
  await page.getByTestId('rotations-edit-save').click();
  await expect(page.getByText('2 rotations updated')).toBeVisible();
  await expect(table).toContainText('Edited A');
  await expect(table).toContainText('Edited B');

  // End a rotation, after confirming.
  await table.locator('[data-testid^="rotations-end-"]').first().click();
  await page.getByTestId('rotation-end-confirm-confirm').click();
  await expect(page.getByText('Rotation ended')).toBeVisible();
  await expect(table.getByText('Ended', { exact: true }).first()).toBeVisible();
});
