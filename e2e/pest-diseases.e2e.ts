import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { dismissOrgMessage, signIn, startObservation } from './support';

// The pivot farm's manager reads the pests and diseases catalogue and records a scouting observation (issue #16).
test.use({ viewport: { width: 1366, height: 900 } });
test.beforeEach(({ page }) => dismissOrgMessage(page));

const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'pest-diseases');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true, animations: 'disabled' });

const texts = {
  en: { title: 'Pests and Diseases', weevil: 'Alfalfa weevil', threshold: 'About 40 % of stem tips with feeding', scouting: 'Scouting', rust: 'Wheat rusts (yellow, leaf and stem)', severe: 'Severe', saved: 'Observation recorded.' },
  ar: { title: 'الآفات والأمراض', weevil: 'سوسة البرسيم', threshold: 'نحو 40 % من القمم عليها تغذية', scouting: 'الرصد', rust: 'أصداء القمح (المخطط والورقي والساقي)', severe: 'شديدة', saved: 'سُجّلت المشاهدة.' },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`the pivot manager reads the catalogue and records an observation (${lang})`, async ({ page, baseURL }) => {
    const text = texts[lang];
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    await signIn(page, 'pivot.manager');
    await page.getByTestId('nav-pest_and_diseases').click();
    await expect(page.getByRole('heading', { name: text.title })).toBeVisible();
    // The seeded catalogue, filtered to alfalfa's threats; the weevil's details in the reader's language.
    await page.getByTestId('pests-filter-host').click();
    await page.getByRole('option', { name: lang === 'en' ? 'Alfalfa' : 'البرسيم الحجازي', exact: true }).click();
    const row = page.getByTestId('pests-row-alfalfa_weevil');
    await expect(row).toContainText(text.weevil);
    await shot(page, `catalogue-${lang}-1366`);
    await row.getByTestId('pest-details-alfalfa_weevil').click();
    await expect(page.getByTestId('pest-details-threshold')).toContainText(text.threshold);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `details-${lang}-390`);
    await page.keyboard.press('Escape');

    // A scouting observation on the wheat pivot, on a phone.
    const drawer = await startObservation(page, { tab: text.scouting, pest: text.rust, severity: text.severe });
    await drawer.getByTestId('observation-form-crop_field_id').click();
    await page.getByRole('option', { name: /^TA-P1 ·/ }).click();
    await drawer.getByTestId('observation-form-note').fill(`Stripes on flag leaves (${lang})`);
    await shot(page, `observation-form-${lang}-390`);
    await drawer.getByTestId('observation-form-submit').click();
    await expect(page.getByText(text.saved)).toBeVisible();
    const first = page.locator('[data-testid^="observations-row-"]').filter({ hasText: `Stripes on flag leaves (${lang})` });
    await expect(first).toContainText('TA-P1');
    await expect(first).toContainText(text.severe);
    await shot(page, `scouting-${lang}-390`);
    await page.setViewportSize({ width: 1366, height: 900 });
    await shot(page, `scouting-${lang}-1366`);
  });
}
