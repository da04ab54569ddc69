import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { dismissOrgMessage, setLanguage, signIn } from './support';

// Reports and Dashboard (issue #17): the agriculture engineer opens Reports, filters to one farm and downloads the
// executive report as Excel and as a PDF, in English and in Arabic.

test.beforeEach(({ page }) => dismissOrgMessage(page));

const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'reports');
const texts = {
  en: { title: 'Reports and Dashboard', farm: 'Farm', fields: 'Farm and fields', yieldTitle: 'Yield and harvest', noData: 'No data for this period.' },
  ar: { title: 'التقارير ولوحة المعلومات', farm: 'المزرعة', fields: 'المزرعة والحقول', yieldTitle: 'الإنتاج والحصاد', noData: 'لا توجد بيانات لهذه الفترة.' },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`palm.engineer opens Reports, filters to a farm and downloads the executive report as Excel and PDF (${lang})`, async ({ page, baseURL }) => {
    const text = texts[lang];
    await setLanguage(page, baseURL!, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, 'palm.engineer');
    await page.getByTestId('nav-reports_and_dashboard').click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByRole('heading', { name: text.title, exact: true })).toBeVisible();
    await page.getByTestId('report-farm').click();
    await page.getByRole('option').filter({ hasText: 'AHSA-01' }).first().click();
    await expect(page).toHaveURL(/farm=[0-9a-f-]+/);
    const report = page.getByTestId('executive-report');
    await expect(report.getByRole('heading', { name: text.fields })).toBeVisible();
    await expect(page.getByTestId('report-section-farm')).toContainText('AHSA-01-A');
    await expect(page.getByTestId('report-section-trees').getByRole('table')).toBeVisible();
    await expect(page.getByTestId('report-section-yield').getByRole('table')).toBeVisible();
    // The fields' image dates come from the satellite job the fresh server starts with: the chart appears once it has run.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('report-vegetation-chart')).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 90_000 });
    await page.screenshot({ path: path.join(shots, `executive-${lang}-1366.png`), fullPage: true, animations: 'disabled' });

    const excel = page.waitForEvent('download');
    await page.getByTestId('report-download-xlsx').click();
    const xlsx = readFileSync(await (await excel).path());
    expect(xlsx.subarray(0, 2).toString()).toBe('PK');
    expect((await excel).suggestedFilename()).toMatch(/^executive-report-.*\.xlsx$/);

    const printed = page.waitForEvent('download');
    await page.getByTestId('report-download-pdf').click();
    const pdf = readFileSync(await (await printed).path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(20_000);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('report-download-pdf')).toBeVisible();
    await page.screenshot({ path: path.join(shots, `executive-${lang}-390.png`), fullPage: true, animations: 'disabled' });
  });
}

const pivot = {
  en: { title: 'Season report', water: 'Water', yieldTitle: 'Yield', crop: 'Potato · Spunta' },
  ar: { title: 'تقرير الموسم', water: 'المياه', yieldTitle: 'الإنتاج', crop: 'بطاطس · Spunta' },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`/fs1pivot12report shows the demo pivot's season without signing in, and nothing of another field (${lang})`, async ({ page, request }) => {
    const text = pivot[lang];
    // The figures are in the HTML the server sends, before any script runs.
    const html = await (await request.get(`/fs1pivot12report?lang=${lang}`)).text();
    expect(html).toContain('FS1 Pivot 12');
    expect(html).toContain(text.crop);
    for (const other of ['TA-P1', 'Pivot 1 – Wheat', 'Toshka Pivots', 'AHSA-01']) expect(html).not.toContain(other);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/fs1pivot12report?lang=${lang}`);
    await expect(page.getByRole('heading', { name: text.title, exact: true })).toBeVisible();
    const report = page.getByTestId('pivot-report');
    await expect(report.getByTestId('pivot-report-field')).toHaveText('FS1 Pivot 12');
    await expect(report.getByTestId('pivot-report-water').getByRole('heading', { name: text.water })).toBeVisible();
    await expect(report.getByTestId('pivot-report-yield').getByRole('heading', { name: text.yieldTitle })).toBeVisible();
    await expect(page.getByTestId('nav-logout')).toHaveCount(0);
    await page.screenshot({ path: path.join(shots, `pivot-${lang}-1366.png`), fullPage: true, animations: 'disabled' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, `pivot-${lang}-390.png`), fullPage: true, animations: 'disabled' });
  });
}

const harvest = {
  en: { before: 'The harvest date is before the planting date of the season.', saved: 'Harvest saved.' },
  ar: { before: 'تاريخ الحصاد يسبق تاريخ زراعة الموسم.', saved: 'تم حفظ الحصاد.' },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`a harvest dated before the season's planting is refused with its message, then saved on a later day (${lang})`, async ({ page, baseURL }) => {
    const text = harvest[lang];
    await setLanguage(page, baseURL!, lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, 'pivot.manager');
    await page.goto('/reports');
    await page.getByTestId('report-farm').click();
    await page.getByRole('option').filter({ hasText: 'TOSHKA-FS1' }).click();
    await page.getByTestId('report-add-harvest').click();
    const form = page.getByTestId('harvest-form');
    await form.getByTestId('harvest-form-date').fill('2020-01-15');
    await form.getByTestId('harvest-form-quantity').fill('1200');
    await form.getByTestId('harvest-form-submit').click();
    await expect(form.getByText(text.before)).toBeVisible();
    await page.screenshot({ path: path.join(shots, `harvest-refused-${lang}-1366.png`), fullPage: true, animations: 'disabled' });
    const today = new Date().toISOString().slice(0, 10);
    await form.getByTestId('harvest-form-date').fill(today);
    await form.getByTestId('harvest-form-submit').click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(page.getByTestId('harvest-form')).toHaveCount(0);
  });
}
