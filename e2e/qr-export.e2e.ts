import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { dismissOrgMessage, signIn } from './support';

test.use({ viewport: { width: 1366, height: 900 } });
test.beforeEach(({ page }) => dismissOrgMessage(page));

const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'qr-export');
const rows = (page: Page) => page.locator('[data-testid^="qr-exports-row-"]');

const texts = {
  en: { title: 'QR Export', add: 'New QR export', print: 'Print labels', ready: 'Ready', download: 'Download', cancel: 'Cancel', cancelYes: 'Cancel export', cancelled: 'Cancelled', large: 'Large', forged: 'This is not a Rayyan tree label, or it has been altered.' },
  ar: { title: 'تصدير رموز QR', add: 'تصدير QR جديد', print: 'اطبع الملصقات', ready: 'جاهز', download: 'تنزيل', cancel: 'إلغاء', cancelYes: 'إلغاء التصدير', cancelled: 'ملغى', large: 'كبير', forged: 'هذا ليس ملصق شجرة من ريّان، أو تم التلاعب به.' },
} as const;

async function newExport(page: Page, text: (typeof texts)['en' | 'ar'], rowsRange: [number, number]) {
  await page.getByTestId('qr-exports-create').click();
  await page.getByTestId('qr-export-farm').click();
  await page.getByRole('option', { name: /AHSA-01 · Al-Ahsa Palms/ }).click();
  await page.getByTestId('qr-export-field').click();
  await page.getByRole('option', { name: /AHSA-01-A/ }).click();
  await page.getByTestId('qr-export-from-row').fill(String(rowsRange[0]));
  await page.getByTestId('qr-export-to-row').fill(String(rowsRange[1]));
  await page.getByTestId('qr-export-size').getByText(text.large).click();
  await page.getByRole('button', { name: text.print }).click();
}

for (const lang of ['en', 'ar'] as const) {
  test(`the palm manager prints QR labels of two rows, follows the print and downloads the PDF, and cancels another (${lang})`, async ({ page, baseURL }) => {
    const text = texts[lang];
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    await signIn(page, 'palm.manager');
    await page.goto('/qr-export');
    await expect(page.getByRole('heading', { name: text.title })).toBeVisible();
    // The list loads (No Items, or the other language's exports of this run) before counting.
    await expect(page.getByTestId('qr-exports-table').or(page.getByText(lang === 'en' ? 'No Items' : 'لا توجد عناصر'))).toBeVisible();
    const before = await rows(page).count();

    // Rows 1-2 of Khalas Block A: 90 palms (two rows of 45), 10 large labels a sheet.
    await newExport(page, text, [1, 2]);
    const first = rows(page).first();
    await expect(first).toContainText('90');
    await expect(first.getByRole('button', { name: new RegExp(text.download) })).toBeVisible({ timeout: 60_000 });
    await expect(first.getByText(text.ready)).toBeVisible();
    await page.screenshot({ path: path.join(shots, `qr-export-${lang}-1366.png`), fullPage: true, animations: 'disabled' });
    const [download] = await Promise.all([page.waitForEvent('download'), first.getByRole('button', { name: new RegExp(text.download) }).click()]);
    expect(download.suggestedFilename()).toMatch(/^qr-labels-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // Nine A4 sheets of ten labels.
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(9);

    // A second export of the whole block is cancelled after confirming.
    await newExport(page, text, [1, 40]);
    await expect(rows(page)).toHaveCount(before + 2);
    const second = rows(page).first();
    await second.getByRole('button', { name: new RegExp(text.cancel) }).click();
    await page.getByRole('button', { name: text.cancelYes }).click();
    await expect(second.getByText(text.cancelled)).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(rows(page).first()).toBeVisible();
    await page.screenshot({ path: path.join(shots, `qr-export-${lang}-390.png`), fullPage: true, animations: 'disabled' });

    // A made-up label link opens no tree: the page says so.
    await page.goto('/trees/q/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByTestId('qr-link-error')).toHaveText(text.forged);
  });
}
