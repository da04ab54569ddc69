import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { choose, dismissOrgMessage, signIn } from './support';

// Pesticide applications (issue #16), in English and Arabic at 1366 and 390 px: the demo's sprays on the palm blocks
// are listed with the weather of their hour and its verdict, the trunk injection whose PHI the date harvest broke in
// red; on a phone the palm manager records an Imidacloprid injection on AHSA-01-A 25 days ago and sees it flagged
// (the last picking round, 20 days ago, falls inside its 30-day PHI).
test.use({ viewport: { width: 1366, height: 900 } });
test.beforeEach(({ page }) => dismissOrgMessage(page));

const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'pesticide-applications');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true, animations: 'disabled' });

const texts = {
  en: { tab: 'Applications', flag: 'Harvest inside PHI', add: 'Record application', simulated: 'simulated' },
  ar: { tab: 'عمليات الرش', flag: 'حصاد في فترة الأمان قبل الحصاد', add: 'تسجيل عملية رش', simulated: 'طقس محاكى' },
} as const;

/** `YYYY-MM-DDTHH:MM` of 07:30 local time `days` days ago (the datetime-local input's value). */
const daysAgoAt730 = (days: number) => {
  const d = new Date(Date.now() - days * 86_400_000);
  d.setHours(7, 30, 0, 0);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

for (const lang of ['en', 'ar'] as const) {
  const text = texts[lang];
  test(`pesticide applications: the season's sprays with weather and flags, one recorded on a phone (${lang})`, async ({ page, baseURL }) => {
    mkdirSync(shots, { recursive: true });
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    await signIn(page, 'palm.manager');
    await page.goto('/pesticides');
    await page.getByTestId('pesticides-tab-applications').click();
    await expect(page).toHaveURL(/tab=applications/);
    await expect(page.getByTestId('applications-table')).toBeVisible();
    // The seeded trunk injection on the palm blocks: the harvest inside its PHI is flagged in red.
    await expect(page.getByText(text.flag).first()).toBeVisible();
    await expect(page.getByText(text.simulated).first()).toBeVisible();
    await shot(page, `list-${lang}-1366`);

    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `list-${lang}-390`);
    const operator = `E2E ${lang} ${Date.now()}`;
    await page.getByTestId('applications-create').click();
    await choose(page, 'application-form-pesticide_id', 'Imidacloprid 200 SL');
    await page.getByTestId('application-form-field').click();
    await page.getByRole('option', { name: /AHSA-01-A/ }).click();
    await page.getByTestId('application-form-applied_at').fill(daysAgoAt730(25));
    await page.getByTestId('application-form-dose').fill('30');
    await page.getByTestId('application-form-volume_l').fill('250');
    await page.getByTestId('application-form-operator_name').fill(operator);
    await shot(page, `form-${lang}-390`);
    await page.getByTestId('application-form-submit').click();
    await expect(page.getByTestId('application-form')).toBeHidden();
    await page.getByTestId('applications-search').fill(operator);
    const row = page.locator('[data-testid^="applications-row-"]').filter({ hasText: operator });
    await expect(page.locator('[data-testid^="applications-row-"]')).toHaveCount(1);
    await expect(row).toHaveCount(1);
    await expect(row.locator('[data-testid^="application-phi-flag-"]')).toHaveText(text.flag);
    await expect(row.locator('[data-testid^="application-verdict-"]')).toBeVisible();
    await shot(page, `recorded-${lang}-390`);
  });
}
