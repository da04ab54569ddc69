import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_PASSWORD, dismissOrgMessage, screenshotsIn, setLanguage, signIn } from './support';

// Issue #12: the palm manager imports trees from a real .xlsx through the sheet import. A workbook with one bad row is
// refused with that row named and nothing written; the corrected workbook updates the trees it names. The demo's
// trees are only updated (their valve and drip flow), never added, so the lists' counts other tests read stay.

test.use({ viewport: { width: 1366, height: 900 } });
test.beforeEach(({ page }) => dismissOrgMessage(page));

const OUT = path.resolve(import.meta.dirname, '..', 'test-results', 'tree-import');
const HEADER = ['Code', 'Field', 'Row', 'Column', 'Health State', 'Valve', 'Drip Flow Rate (L/h)'];

interface Tree { id: string; code: string; field_code: string; row: number; column: number; health_state: string; valve: string | null; drip_flow_rate: number | null }

async function api(page: Page, baseURL: string) {
  const token = ((await (await page.request.post(`${baseURL}/api/token/`, { data: { username: 'palm.manager', password: DEMO_PASSWORD } })).json()) as { access: string }).access;
  const get = async <T>(url: string): Promise<T> => (await (await page.request.get(`${baseURL}${url}`, { headers: { authorization: `Bearer ${token}` } })).json()) as T;
  return {
    healthy: async (search: string) => (await get<{ results: Tree[] }>(`/api/trees/?health_state=healthy&search=${encodeURIComponent(search)}&page_size=100`)).results,
    tree: (id: string) => get<Tree>(`/api/trees/${id}/`),
  };
}

/** A notes sheet first, then the trees from A1 of "Trees". */
async function workbook(name: string, rows: unknown[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Notes').addRow(['Valves checked in the field this week']);
  const sheet = book.addWorksheet('Trees');
  [HEADER, ...rows].forEach((row) => sheet.addRow(row));
  mkdirSync(OUT, { recursive: true });
  const file = path.join(OUT, name);
  await book.xlsx.writeFile(file);
  return file;
}

const shot = screenshotsIn('tree-import');

/** Upload → pick the "Trees" sheet → Preview (the range is the sheet's filled cells). */
async function preview(page: Page, file: string) {
  await page.getByTestId('trees-import-file').setInputFiles(file);
  await page.getByTestId('trees-import-sheet').click();
  await page.getByRole('option', { name: 'Trees', exact: true }).click();
  await expect(page.getByTestId('trees-import-used-range')).toContainText('A1:G');
  await expect(page.getByTestId('trees-import-grid').locator('td[data-role="header"]').first()).toHaveText('Code');
  await page.getByTestId('trees-import-preview').click();
  await expect(page.getByTestId('trees-import-result')).toBeVisible();
}

const texts = {
  en: { open: 'Import from Excel', bad: 'Row 3 · Health State: Choose a health state: healthy, infected, recently treated or healing, recently healed, or dead.', rows: '2 rows to import', done: 'Trees imported: 0 added, 2 updated', sick: 'sleepy' },
  ar: { open: 'استيراد من Excel', bad: 'الصف 3 · Health State: اختر حالة صحية: سليمة، مصابة، معالَجة حديثًا أو في طور التعافي، متعافية حديثًا، أو ميتة.', rows: 'صفان للاستيراد', done: 'تم استيراد الأشجار: أُضيفت 0 وحُدِّثت 2', sick: 'نائمة' },
} as const;

for (const [lang, block] of [['en', 'AHSA-01-A-R029'], ['ar', 'AHSA-01-B-R029']] as const) {
  test(`imports trees from Excel: one bad row saves nothing and is named, the corrected sheet updates the trees (${lang})`, async ({ page, baseURL }) => {
    const text = texts[lang];
    const server = await api(page, baseURL!);
    const [one, two] = (await server.healthy(block)).slice(-2) as [Tree, Tree];
    expect(two).toBeDefined();
    const valve = `V-${lang}-29`;

    await setLanguage(page, baseURL!, lang);
    await signIn(page, 'palm.manager');
    await page.goto('/trees');
    await page.getByTestId('trees-import-open').click();
    await expect(page.getByTestId('trees-import-open')).toHaveText(text.open);
    const download = page.waitForEvent('download');
    await page.getByTestId('trees-import-template').click();
    expect((await download).suggestedFilename()).toBe('trees-template.xlsx');

    // One row by its code, one by its row and column; the second says a health state that does not exist.
    const withField = await workbook(`trees-bad-${lang}.xlsx`, [
      [one.code, one.field_code, '', '', '', valve, 4],
      ['', two.field_code, two.row, two.column, text.sick, valve, 4],
    ]);
    await preview(page, withField);
    await expect(page.getByTestId('trees-import-errors')).toContainText(text.bad);
    await expect(page.getByTestId('trees-import-error-2')).toHaveCount(0);
    await expect(page.getByTestId('trees-import-submit')).toBeDisabled();
    await shot(page, `tree-import-bad-${lang}-1366`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('trees-import-errors')).toBeVisible();
    await shot(page, `tree-import-bad-${lang}-390`);
    await page.setViewportSize({ width: 1366, height: 900 });
    expect((await server.tree(one.id)).valve).toBe(one.valve);
    expect((await server.tree(two.id)).valve).toBe(two.valve);

    const good = await workbook(`trees-good-${lang}.xlsx`, [
      [one.code, one.field_code, '', '', '', valve, 4],
      ['', two.field_code, two.row, two.column, 'healthy', valve, 4],
    ]);
    await preview(page, good);
    await expect(page.getByTestId('trees-import-errors')).toHaveCount(0);
    await expect(page.getByTestId('trees-import-result')).toContainText(text.rows);
    await page.getByTestId('trees-import-submit').click();
    await expect(page.getByText(text.done)).toBeVisible();
    for (const tree of [one, two]) expect(await server.tree(tree.id)).toMatchObject({ valve, drip_flow_rate: 4, health_state: 'healthy' });
  });
}
