import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { choose, dismissOrgMessage, setLanguage, signIn } from './support';

test.use({ viewport: { width: 1366, height: 900 } });
test.beforeEach(({ page }) => dismissOrgMessage(page));

const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'trees');
const rows = (page: Page) => page.locator('[data-testid^="trees-row-"]');

/** The list at 1366 px and at 390 px (a phone), whole page. */
async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: path.join(shots, `${name}-1366.png`), fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rows(page).first()).toBeVisible();
  await page.screenshot({ path: path.join(shots, `${name}-390.png`), fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 1366, height: 900 });
}

const texts = {
  en: { title: 'Trees', infected: 'Infected', to: 'Recently treated or healing', toBadge: 'Recently treated or healing', road: 'Road', empty: 'No trees found', of: /^1–20 of 3,600$/, next: /^21–40 of 3,600$/, saved: 'Tree saved.' },
  ar: { title: 'الأشجار', infected: 'مصابة', to: 'متعافية حديثًا', toBadge: 'متعافية حديثًا', road: 'طريق', empty: 'لم يتم العثور على أشجار', of: /^1–20 من 3.?600$/, next: /^21–40 من 3.?600$/, saved: 'تم حفظ الشجرة.' },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`the palm manager pages through the demo trees, filters the infected ones and changes one's health state (${lang})`, async ({ page, baseURL }) => {
    const text = texts[lang];
    await setLanguage(page, baseURL!, lang);
    await signIn(page, 'palm.manager');
    await page.goto('/trees');
    await expect(page.getByRole('heading', { name: text.title })).toBeVisible();

    // The demo palms of both Al-Ahsa blocks, a block after the other in row and column order; each block's first spot is a valve.
    await expect(rows(page)).toHaveCount(20);
    await expect(page.getByTestId('trees-pagination-summary')).toHaveText(text.of);
    await expect(rows(page).first()).toHaveAttribute('data-name', /^AHSA-01-[AB]-R001-C001$/);
    const block = (await rows(page).first().getAttribute('data-name'))!.slice(0, 'AHSA-01-A'.length);
    await page.getByTestId('trees-pagination-next').click();
    await expect(page.getByTestId('trees-pagination-summary')).toHaveText(text.next);
    await expect(rows(page).first()).toHaveAttribute('data-name', `${block}-R001-C021`);
    await page.getByTestId('trees-pagination-previous').click();
    await expect(rows(page).first()).toHaveAttribute('data-name', `${block}-R001-C001`);
    await screenshots(page, `trees-${lang}`);

    // Infected palms only: every row says so.
    await choose(page, 'trees-filter-health', text.infected);
    await expect(page).toHaveURL(/health_state=infected/);
    await expect(rows(page).first().locator('[data-health]')).toHaveAttribute('data-health', 'infected');
    const infected = await rows(page).count();
    expect(infected).toBeGreaterThan(0);
    for (const health of await rows(page).locator('[data-health]').evaluateAll((badges) => badges.map((b) => b.getAttribute('data-health')))) expect(health).toBe('infected');
    const summary = (await page.getByTestId('trees-pagination-summary').textContent())!;
    await page.screenshot({ path: path.join(shots, `trees-infected-${lang}-1366.png`), fullPage: true, animations: 'disabled' });

    // One of them is treated: saved, and it leaves the infected list.
    const first = rows(page).first();
    const code = (await first.locator('td').first().textContent())!;
    await first.locator('[data-testid^="trees-edit-"]').click();
    await expect(page.getByTestId('tree-form-place')).toContainText(code);
    await page.screenshot({ path: path.join(shots, `tree-form-${lang}-1366.png`), animations: 'disabled' });
    await choose(page, 'tree-form-health_state', text.to);
    await page.getByTestId('tree-form-submit').click();
    await expect(page.getByTestId('tree-drawer')).toBeHidden();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(page.getByTestId('trees-pagination-summary')).not.toHaveText(summary);
    await expect(rows(page).filter({ hasText: code })).toHaveCount(0);

    // Searched by its code, it shows its new state.
    await page.goto(`/trees?search=${encodeURIComponent(code)}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(text.toBadge);

    // No road crosses the demo blocks: the spec's empty state.
    await page.goto('/trees');
    await choose(page, 'trees-filter-spot', text.road);
    await expect(page.getByTestId('empty-state')).toHaveText(text.empty);
  });
}
