import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { dismissOrgMessage, numberIn, signIn, startObservation } from './support';

// A manager services a trap on a phone (390 px), in English and in Arabic, and sees the catch map and the trend move (issue #16).
test.use({ viewport: { width: 1366, height: 900 } });
test.beforeEach(({ page }) => dismissOrgMessage(page));

const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'traps');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true, animations: 'disabled' });

/** The Monday (UTC) of this week, as the weekly table names its columns. */
function thisMonday(): string {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** The region's mean catch per trap of this week, as the trend chart reads it at its last week (End key). */
async function thisWeekTrend(page: Page, region: string): Promise<string> {
  const chart = page.getByTestId('trap-trends-chart');
  await chart.focus();
  await chart.press('End');
  const line = page.getByTestId('trap-trends-chart-tooltip').locator('div').filter({ hasText: region });
  await expect(line).toBeVisible();
  return (await line.textContent())!;
}

const texts = {
  // Each language services another of the demo traps due for servicing (both bucket traps, at most 500 a visit).
  en: { trap: 'RPW-AHSA-05', title: 'Traps', absurd: 'This catch is too large for this type of trap; check the count.', saved: 'Visit recorded.', caught: (n: number) => `${n} caught`, due: 'Due', weekly: 'Weekly catches', trends: 'Region trends', map: 'Catch map' },
  ar: { trap: 'RPW-AHSA-07', title: 'المصائد', absurd: 'هذا العدد أكبر مما تحتمله مصيدة من هذا النوع؛ راجع العدد.', saved: 'سُجّلت الزيارة.', caught: (n: number) => `المصيد: ${n}`, due: 'مستحقة', weekly: 'المصيد الأسبوعي', trends: 'اتجاهات المناطق', map: 'خريطة المصيد' },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`the palm manager records a trap visit on a phone and sees the week's catch (${lang})`, async ({ page, baseURL }) => {
    const text = texts[lang];
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    await signIn(page, 'palm.manager');
    // Signed in, the manager continues on a phone (the side navigation folds into the burger there).
    await page.setViewportSize({ width: 390, height: 844 });
    // Before the visit: this week's catch on the catch map and Al-Ahsa's trend this week.
    await page.goto('/traps?tab=map');
    const summary = page.getByTestId('trap-map-summary');
    await expect(page.getByTestId('trap-map-region')).toHaveValue(/Al-Ahsa/);
    await expect(summary).toBeVisible();
    const caughtBefore = Number(await summary.getAttribute('data-caught'));
    await page.getByRole('tab', { name: text.trends }).click();
    const trendBefore = await thisWeekTrend(page, 'Al-Ahsa');
    // The trend is the mean catch of the traps visited this week: a visit that catches this mean leaves it as it is,
    // so the visit catches 5 more than it (3 when no trap was visited yet this week).
    const meanBefore = /[0-9٠-٩]/.test(trendBefore) ? numberIn(trendBefore) : null;
    const count = meanBefore === null ? 3 : Math.round(meanBefore) + 5;

    await page.getByRole('tab', { name: text.title }).click();
    await expect(page.getByRole('heading', { name: text.title })).toBeVisible();
    const row = page.getByTestId(`traps-row-${text.trap}`);
    await expect(row.getByTestId(`trap-due-${text.trap}`)).toHaveText(text.due);
    await shot(page, `traps-list-${lang}-390`);

    await page.getByTestId(`trap-visit-${text.trap}`).click();
    const drawer = page.getByTestId('trap-visit-drawer');
    await expect(drawer.getByTestId('trap-visit-history')).toBeVisible();
    // An absurd count for a bucket trap is refused with its message, and nothing is written.
    await drawer.getByTestId('trap-visit-count').fill('900');
    await drawer.getByTestId('trap-visit-form-submit').click();
    await expect(drawer.getByText(text.absurd)).toBeVisible();
    await shot(page, `trap-visit-refused-${lang}-390`);
    await drawer.getByTestId('trap-visit-count').fill(String(count));
    await drawer.getByTestId('trap-visit-males').fill('1');
    await drawer.getByTestId('trap-visit-females').fill('2');
    await drawer.getByTestId('trap-visit-lure_changed').check();
    await drawer.getByTestId('trap-visit-form-submit').click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(drawer).toBeHidden();

    // The trap is serviced: no longer due, its last catch is today's.
    await expect(page.getByTestId(`trap-last-${text.trap}`)).toContainText(text.caught(count));
    await expect(row.getByTestId(`trap-due-${text.trap}`)).toHaveCount(0);

    // The catch map of this week counts the visit's insects, its trap a graduated point among the others.
    await page.getByRole('tab', { name: text.map }).click();
    await expect(summary).toHaveAttribute('data-caught', String(caughtBefore + count));
    await expect(page.getByTestId('trap-catch-map')).toHaveAttribute('data-loaded', 'true');
    await expect(page.getByTestId('trap-catch-map')).not.toHaveAttribute('data-weighted', '0');
    await expect(page.getByTestId('trap-map-legend')).toBeVisible();
    await shot(page, `traps-map-${lang}-390`);

    // This week's column of the weekly catches holds the visit.
    await page.getByRole('tab', { name: text.weekly }).click();
    const cell = page.getByTestId(`trap-weekly-cell-${text.trap}-${thisMonday()}`);
    await expect(cell).toHaveText(/^[0-9٠-٩]+$/);
    expect(numberIn((await cell.textContent())!)).toBe(count);
    await shot(page, `traps-weekly-${lang}-390`);

    // The region trends: one line per region of the palm organisation.
    await page.getByRole('tab', { name: text.trends }).click();
    await expect(page.getByTestId('trap-trends-chart')).toHaveAttribute('data-regions', '2');
    // Al-Ahsa's mean catch per trap of this week moved with the visit.
    expect(await thisWeekTrend(page, 'Al-Ahsa')).not.toBe(trendBefore);
    await shot(page, `traps-trends-${lang}-390`);
    await page.setViewportSize({ width: 1366, height: 900 });
    await shot(page, `traps-trends-${lang}-1366`);
    await page.getByRole('tab', { name: text.map }).click();
    await expect(page.getByTestId('trap-catch-map')).toHaveAttribute('data-loaded', 'true');
    await shot(page, `traps-map-${lang}-1366`);
    await page.getByRole('tab', { name: text.title }).click();
    await expect(page.getByTestId(`traps-row-${text.trap}`)).toBeVisible();
    await shot(page, `traps-list-${lang}-1366`);
  });
}

// The public RPW report (no session): the figures are in the HTML before any script, by region only.
for (const lang of ['en', 'ar'] as const) {
  test(`the public RPW report shows the programme's figures by region, with no farm, person or trap (${lang})`, async ({ page, request }) => {
    const html = await (await request.get(`/reports/rpw?lang=${lang}`)).text();
    expect(html).toContain('data-testid="rpw-table"');
    for (const region of ['Al-Ahsa', 'Nile Delta']) expect(html).toContain(region);
    for (const secret of ['Al-Ahsa Palms', 'Delta Citrus', 'Khalas Block', 'RPW-AHSA', 'LDM-AHSA', 'Palm Manager', 'palm.manager', '25.40', '49.60']) expect(html).not.toContain(secret);
    await page.goto(`/reports/rpw?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? 'Red palm weevil programme' : 'برنامج مكافحة سوسة النخيل الحمراء');
    await expect(page.getByTestId('rpw-table').getByRole('row')).toHaveCount(3);
    await expect(page.getByTestId('rpw-chart')).toBeVisible();
    await shot(page, `rpw-report-${lang}-1366`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `rpw-report-${lang}-390`);
  });
}

// The pesticides registry: the palm manager adds a product; a dose of zero is refused first (issue #16).
for (const lang of ['en', 'ar'] as const) {
  test(`the palm manager keeps the pesticides registry (${lang})`, async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    await signIn(page, 'palm.manager');
    await page.getByTestId('nav-pesticides').click();
    // The demo registry, its trunk injection dosed per palm.
    await expect(page.locator('[data-testid^="pesticides-row-"]').filter({ hasText: 'Imidacloprid 200 SL' })).toContainText(lang === 'en' ? '30 ml per palm' : '30 مل لكل نخلة');
    await page.getByTestId('pesticides-create').click();
    const drawer = page.getByTestId('pesticide-drawer');
    const name = `Spinosad 480 SC (${lang})`;
    await drawer.getByTestId('pesticide-form-trade_name').fill(name);
    await drawer.getByTestId('pesticide-form-active_ingredient').fill('Spinosad 480 g/l');
    await drawer.getByTestId('pesticide-form-dose').fill('0');
    await drawer.getByTestId('pesticide-form-pre_harvest_interval_days').fill('3');
    await drawer.getByTestId('pesticide-form-re_entry_interval_hours').fill('4');
    await drawer.getByTestId('pesticide-form-submit').click();
    await expect(drawer.getByTestId('pesticide-form-dose')).toHaveAttribute('aria-invalid', 'true');
    await drawer.getByTestId('pesticide-form-dose').fill('25');
    await drawer.getByTestId('pesticide-form-submit').click();
    await expect(drawer).toBeHidden();
    await expect(page.locator('[data-testid^="pesticides-row-"]').filter({ hasText: name })).toContainText(lang === 'en' ? 'Harvest 3 days after' : 'الحصاد بعد 3 يومًا');
    await shot(page, `pesticides-${lang}-1366`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `pesticides-${lang}-390`);
  });
}

// A palm scout's observation on a tree, from the Scouting tab of /traps, marks the tree infected (issue #16).
const scouting = {
  en: { tab: 'Scouting', pest: 'Red palm weevil', severe: 'Severe', tree: 'AHSA-01-A-R030-C030', saved: 'Observation recorded.', infected: 'Infected' },
  ar: { tab: 'الرصد', pest: 'سوسة النخيل الحمراء', severe: 'شديدة', tree: 'AHSA-01-A-R031-C031', saved: 'سُجّلت المشاهدة.', infected: 'مصابة' },
} as const;
for (const lang of ['en', 'ar'] as const) {
  test(`a palm scout records a red palm weevil on a tree and the tree becomes infected (${lang})`, async ({ page, baseURL }) => {
    const text = scouting[lang];
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    await signIn(page, 'palm.manager');
    await page.goto('/traps?tab=settings');
    await expect(page.getByTestId('trap-settings-public_report')).toBeChecked();
    await shot(page, `trap-settings-${lang}-1366`);
    const drawer = await startObservation(page, { tab: text.tab, pest: text.pest, severity: text.severe });
    await drawer.getByTestId('observation-form-tree_id').fill(text.tree);
    await page.getByRole('option', { name: text.tree, exact: true }).click();
    await drawer.getByTestId('observation-form-tree_infected').check();
    await drawer.getByTestId('observation-form-submit').click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(page.locator('[data-testid^="observations-row-"]').filter({ hasText: text.tree })).toContainText(text.pest);
    await page.goto(`/trees?search=${text.tree}`);
    await expect(page.locator('[data-testid^="trees-row-"]').first()).toContainText(text.infected);
  });
}

// A team fills an inspection form on a phone, saves it as a draft and submits it (issue #16).
const inspection = {
  en: { tab: 'Inspections', project: 'Al-Ahsa pheromone traps · Al-Ahsa', item: 'Traps serviced on schedule', percent: 'Enter a percent from 0 to 100.', saved: 'Draft saved.', submitted: 'Submitted', draft: 'Draft' },
  ar: { tab: 'التفتيش', project: 'Al-Ahsa pheromone traps · Al-Ahsa', item: 'خدمة المصائد في موعدها', percent: 'أدخل نسبة من 0 إلى 100.', saved: 'حُفظت المسودة.', submitted: 'مُرسل', draft: 'مسودة' },
} as const;
for (const lang of ['en', 'ar'] as const) {
  test(`a manager fills an inspection form on a phone, saves the draft and submits it (${lang})`, async ({ page, baseURL }) => {
    const text = inspection[lang];
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    await signIn(page, 'palm.manager');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/traps?tab=inspections');
    await page.getByTestId('inspections-create').click();
    const drawer = page.getByTestId('inspection-drawer');
    await drawer.getByTestId('inspection-form-project_id').click();
    await page.getByRole('option', { name: text.project, exact: true }).click();
    await expect(drawer.getByTestId('inspection-form-team_leader')).toHaveValue('Saad Al-Otaibi');
    await drawer.getByTestId('inspection-line-0-item').fill(text.item);
    await drawer.getByTestId('inspection-line-0-achievement').fill('150');
    await drawer.getByTestId('inspection-line-add').click();
    await drawer.getByTestId('inspection-line-1-item').fill(`${text.item} 2`);
    await drawer.getByTestId('inspection-line-1-achievement').fill('70');
    await drawer.getByTestId('inspection-form-submit').click();
    await expect(drawer.getByText(text.percent)).toBeVisible();
    await drawer.getByTestId('inspection-line-0-achievement').fill('90');
    await expect(drawer.getByTestId('inspection-form-evaluation')).toContainText(lang === 'en' ? '80%' : '80');
    await shot(page, `inspection-form-${lang}-390`);
    // The demo has drafts of its own (dated from the day the database was made): this form is known by the id saved.
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/inspection-forms/');
    await drawer.getByTestId('inspection-form-submit').click();
    const id = ((await (await created).json()) as { id: string }).id;
    await expect(page.getByText(text.saved)).toBeVisible();
    const row = page.getByTestId(`inspections-row-${id}`);
    await expect(row).toContainText('Al-Ahsa pheromone traps');
    await expect(row).toContainText(text.draft);
    const submitButton = row.getByTestId(`inspection-submit-${id}`);
    await expect(page.getByTestId(`inspection-evaluation-${id}`)).toContainText('80');
    await submitButton.click();
    await expect(page.getByTestId(`inspections-row-${id}`)).toContainText(text.submitted);
    await shot(page, `inspections-${lang}-390`);
  });
}

// The tree super admin's Evaluation compares the two regions' projects and opens a project's forms (issue #16).
for (const lang of ['en', 'ar'] as const) {
  test(`the super admin compares the regions' projects and drills down to a project's forms (${lang})`, async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    await signIn(page, 'palm.superadmin');
    await expect(page).toHaveURL(/\/evaluation$/);
    for (const region of ['Al-Ahsa', 'Nile Delta']) await expect(page.getByTestId(`evaluation-region-${region}`)).toBeVisible();
    const ahsa = page.getByTestId('evaluation-region-Al-Ahsa');
    await expect(ahsa.getByRole('cell').nth(1)).not.toHaveText('0');
    const projects = page.locator('[data-testid^="evaluation-project-"]');
    await expect(projects).toHaveCount(3);
    await shot(page, `evaluation-${lang}-1366`);
    await projects.filter({ hasText: 'Delta pheromone traps' }).locator('[data-testid^="evaluation-drill-"]').click();
    await expect(page.getByTestId('evaluation-forms').getByRole('row')).toHaveCount(7);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `evaluation-drill-${lang}-390`);
  });
}

// The programme's projects by region: the palm manager adds a farm registration project on a phone (issue #16).
const projects = {
  en: { tab: 'Projects', type: 'Farm registration', region: 'Nile Delta' },
  ar: { tab: 'المشاريع', type: 'تسجيل المزارع', region: 'Nile Delta' },
} as const;
for (const lang of ['en', 'ar'] as const) {
  test(`the palm manager adds a programme project with its team and vehicle (${lang})`, async ({ page, baseURL }) => {
    const text = projects[lang];
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    await signIn(page, 'palm.manager');
    await page.goto('/traps?tab=projects');
    // The demo's projects, each with its forms.
    await expect(page.getByTestId('projects-row-Al-Ahsa pheromone traps')).toContainText('Saad Al-Otaibi');
    await shot(page, `projects-${lang}-1366`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('projects-create').click();
    const drawer = page.getByTestId('project-drawer');
    const name = `Delta farm registration (${lang})`;
    await drawer.getByTestId('project-form-name').fill(name);
    await drawer.getByTestId('project-form-project_type').click();
    await page.getByRole('option', { name: text.type, exact: true }).click();
    await drawer.getByTestId('project-form-region_id').click();
    await page.getByRole('option', { name: new RegExp(text.region) }).click();
    await drawer.getByTestId('project-form-team_leader').fill('Mahmoud Fathy');
    await drawer.getByTestId('project-form-vehicle_plate').fill('ق ص 4821');
    await drawer.getByTestId('project-form-starts_on').fill('2026-11-01');
    await drawer.getByTestId('project-form-ends_on').fill('2026-10-01');
    await drawer.getByTestId('project-form-submit').click();
    // An end before the start is refused on the field; corrected, the project is saved.
    await expect(drawer.getByTestId('project-form-ends_on')).toHaveAttribute('aria-invalid', 'true');
    await drawer.getByTestId('project-form-ends_on').fill('2027-03-31');
    await shot(page, `project-form-${lang}-390`);
    await drawer.getByTestId('project-form-submit').click();
    await expect(drawer).toBeHidden();
    const row = page.getByTestId(`projects-row-${name}`);
    await expect(row).toContainText(text.type);
    await expect(row).toContainText('Mahmoud Fathy');
    await expect(row).toContainText(text.region);
    await shot(page, `projects-${lang}-390`);
  });
}

// An infected palm of the programme gets its injection on a phone; approved in the review, it is recently treated, and
// its follow-up goes to the team as a work order (issue #16).
const palms = {
  en: { nth: 0, treatment: 'Treatment', injection: 'Injection', scouting: 'Scouting', created: 'The task is created.' },
  ar: { nth: 1, treatment: 'المعالجة', injection: 'حقن', scouting: 'الاستكشاف', created: 'تم إنشاء المهمة.' },
} as const;
for (const lang of ['en', 'ar'] as const) {
  test(`the palm manager records an injection on an infected palm and the approval moves it to treated (${lang})`, async ({ page, baseURL }) => {
    const text = palms[lang];
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    await signIn(page, 'palm.manager');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/traps?tab=palms');
    // The tab opens on the infected palms.
    await expect(page).toHaveURL(/health_state=infected/);
    const row = page.locator('[data-testid^="palms-row-"]').nth(text.nth);
    await expect(row.locator('[data-health]')).toHaveAttribute('data-health', 'infected');
    const code = (await row.getAttribute('data-testid'))!.replace('palms-row-', '');
    await shot(page, `palms-${lang}-390`);
    await page.getByTestId(`palm-record-${code}`).click();
    const drawer = page.getByTestId('palm-record-drawer');
    await drawer.getByTestId('tree-record-kind').getByText(text.treatment, { exact: true }).click();
    await drawer.getByTestId('tree-record-treatment').click();
    await page.getByRole('option', { name: text.injection, exact: true }).click();
    await shot(page, `palm-record-${lang}-390`);
    await drawer.getByTestId('tree-record-form-submit').click();
    await expect(drawer).toBeHidden();

    // The review's approval applies it: the palm is recently treated or healing.
    await page.goto('/review?state=pending');
    await page.getByTestId(`tree-records-approve-${code}`).click();
    await expect(page.getByTestId(`tree-records-approve-${code}`)).toHaveCount(0);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/traps?tab=palms&health_state=treated_or_healing&search=${code}`);
    await expect(page.getByTestId(`palms-row-${code}`).locator('[data-health]')).toHaveAttribute('data-health', 'treated_or_healing');
    await shot(page, `palms-${lang}-1366`);

    // A work order for the team's follow-up: a task of the operations module on the palm's field.
    await page.getByTestId(`palm-order-${code}`).click();
    const order = page.getByTestId('palm-order-drawer');
    await expect(order.getByTestId('palm-order-title')).toHaveValue(new RegExp(code));
    await order.getByTestId('palm-order-activity').click();
    await page.getByRole('option', { name: text.scouting, exact: true }).click();
    await shot(page, `palm-order-${lang}-1366`);
    await order.getByTestId('palm-order-form-submit').click();
    await expect(page.getByText(text.created)).toBeVisible();
    await expect(order).toBeHidden();
  });
}
