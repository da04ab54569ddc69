import { mkdirSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { choose, dismissOrgMessage, signIn } from './support';

// Lab samples (issue #17), in English and Arabic at 1366 and 390 px: the demo's soil and water analyses are listed; the
// pivot manager adds a soil sample of a pivot with a result typed by hand (pH 15 refused first), imports its texture
// from the lab's spreadsheet (a loamy sand), and a demo pivot's advice explains the leaching its well water needs.
test.use({ viewport: { width: 1366, height: 900 } });
test.beforeEach(({ page }) => dismissOrgMessage(page));

const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'lab-samples');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true, animations: 'disabled' });

const texts = {
  en: { title: 'Lab Samples', soil: 'Soil', ph: 'pH', phRange: 'A pH is between 0 and 14.', texture: 'loamy sand', leaching: /leaching requirement is LR = ECw \/ \(5 × ECe − ECw\) = 0\.16 \(FAO-29\)/, import: '3 results imported', high: 'High' },
  ar: { title: 'عينات المختبر', soil: 'تربة', ph: 'الأس الهيدروجيني (pH)', phRange: 'قيمة الأس الهيدروجيني بين 0 و14.', texture: 'رملية طميية', leaching: /احتياج الغسيل \u2066LR = ECw \/ \(5 × ECe − ECw\) = 0\.16\u2069 \(الفاو 29\)/, import: 'تم استيراد 3 نتائج', high: 'مرتفع' },
} as const;

/** The lab's results sheet: a title line, then Parameter, Result, Unit from row 3. */
async function labWorkbook(name: string): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Results');
  sheet.addRow(['Aswan Agricultural Research Station — soil analysis']);
  sheet.addRow([]);
  for (const row of [['Parameter', 'Result', 'Unit'], ['Clay', 6, '%'], ['Sand', 820, 'g/kg'], ['Silt', 12, '%']]) sheet.addRow(row);
  const dir = path.resolve(import.meta.dirname, '..', 'test-results', 'lab-samples-files');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  await book.xlsx.writeFile(file);
  return file;
}

for (const lang of ['en', 'ar'] as const) {
  const text = texts[lang];
  test(`lab samples: list, a sample with results typed and imported, and the leaching step of the advice (${lang})`, async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    await signIn(page, 'pivot.manager');
    await page.goto('/labSamples');
    await expect(page.getByRole('heading', { name: text.title })).toBeVisible();
    // The demo's analyses of the Toshka pivots.
    await expect(page.getByTestId('lab-samples-row-LS-TA-P2-WATER')).toBeVisible();
    await expect(page.getByTestId('lab-samples-row-LS-TA-P1-SOIL')).toContainText(text.texture);
    await shot(page, `list-${lang}-1366`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `list-${lang}-390`);
    await page.setViewportSize({ width: 1366, height: 900 });

    // A new soil sample of TA-P4 with pH 15: refused with the message under the result, then 7.9 saved.
    const code = `LS-E2E-${lang.toUpperCase()}`;
    await page.getByTestId('lab-samples-create').click();
    await page.getByTestId('lab-form-name').fill(`TA-P4 soil ${lang}`);
    await page.getByTestId('lab-form-code').fill(code);
    await page.getByTestId('lab-form-laboratory').fill('Aswan lab');
    await page.getByTestId('lab-form-field').click();
    await page.getByRole('option', { name: /TA-P4/ }).click();
    await page.getByTestId('lab-property-add').click();
    await choose(page, 'lab-property-0-parameter', text.ph);
    await page.getByTestId('lab-property-0-result').fill('15');
    await page.getByTestId('lab-form-submit').click();
    await expect(page.getByTestId('lab-form')).toContainText(text.phRange);
    await page.getByTestId('lab-property-0-result').fill('7.9');
    await expect(page.getByTestId('lab-form')).not.toContainText(text.phRange);
    await shot(page, `form-${lang}-1366`);
    await page.getByTestId('lab-form-submit').click();
    await expect(page.getByTestId(`lab-samples-row-${code}`)).toBeVisible();

    // Its texture from the lab's spreadsheet: clay 6 %, sand 820 g/kg, silt 12 %, a loamy sand.
    await page.getByTestId(`lab-sample-results-${code}`).click();
    await page.getByTestId('lab-import-file').setInputFiles(await labWorkbook(`lab-${lang}.xlsx`));
    await expect(page.getByTestId('lab-import-used-range')).toBeVisible();
    await page.getByTestId('lab-import-first_row').fill('3');
    await page.getByTestId('lab-import-preview').click();
    await expect(page.getByTestId('lab-import-result')).toBeVisible();
    await page.getByTestId('lab-import-submit').click();
    await expect(page.getByText(text.import)).toBeVisible();
    await expect(page.getByTestId('lab-texture')).toContainText(text.texture);
    await expect(page.getByTestId('lab-result-ph')).toContainText('7.9');
    // Against its range: a soil pH of 7.9 is above the 6.0-7.5 most crops grow best in.
    await expect(page.getByTestId('lab-range-ph')).toContainText(text.high);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `results-${lang}-390`);
    await page.setViewportSize({ width: 1366, height: 900 });
    await shot(page, `results-${lang}-1366`);
    await page.keyboard.press('Escape');

    // TA-P2's well water (1.38 dS/m) on alfalfa (threshold ECe 2.0): LR = 1.38 / (10 − 1.38) = 0.16, explained.
    await page.goto('/crop-fields');
    await page.locator('[data-testid^="crop-fields-row-"]').filter({ hasText: 'TA-P2' }).locator('[data-testid^="crop-fields-irrigation-"]').click();
    await expect(page.getByTestId('irrigation-field-select')).toHaveValue(/TA-P2/);
    for (let i = 0; i < 15 && !(await page.getByTestId('irrigation-explanation-leaching').isVisible()); i += 1) {
      if (await page.getByTestId('irrigation-calculate').isEnabled()) await page.getByTestId('irrigation-calculate').click();
      await page.waitForTimeout(2_000);
    }
    await expect(page.getByTestId('irrigation-explanation-leaching')).toHaveText(text.leaching);
    await page.getByTestId('irrigation-explanation').screenshot({ path: path.join(shots, `explanation-${lang}-1366.png`) });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('irrigation-explanation').screenshot({ path: path.join(shots, `explanation-${lang}-390.png`) });
  });
}
