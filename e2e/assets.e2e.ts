import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { choose, dismissOrgMessage, signIn } from './support';

// The pivot farm's manager reads the farm's assets, follows its water network and adds a pump (issue #15), in English and Arabic.
test.use({ viewport: { width: 1366, height: 900 } });
test.beforeEach(({ page }) => dismissOrgMessage(page));
// The server's first jobs (satellite and advice refresh of every demo field) hold the embedded database for up to a
// minute on a busy machine: the test starts once it answers three pings in a row, and may take its time.
test.setTimeout(240_000);
test.beforeAll(async ({ request }) => {
  let quiet = 0;
  for (let i = 0; i < 240 && quiet < 3; i++) {
    const health = (await (await request.get('/api/health')).json()) as { database_state: string };
    quiet = health.database_state === 'ok' ? quiet + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
});

const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'assets');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true, animations: 'disabled' });
const FARM = 'TOSHKA-A · Toshka Pivots A';

const texts = {
  en: { serviced: 'TA-T1', work: 'Oil and filters', recorded: 'Service recorded.', due: 'Maintenance due', overdue: 'Overdue', title: 'Assets', pivot: 'Pivot', pump: 'Pump', network: 'Network', required: 'This field is required.', saved: 'Saved successfully.', capacity: 'System capacity (m³/h)', water: 'Assets that water this field', code: 'TA-PU9-EN', name: 'Booster pump' },
  ar: { serviced: 'TA-PU1', work: 'تشحيم المحامل', recorded: 'تم تسجيل الصيانة.', due: 'الصيانة المستحقة', overdue: 'متأخرة', title: 'الأصول', pivot: 'رشاش محوري', pump: 'مضخة', network: 'الشبكة', required: 'هذا الحقل مطلوب.', saved: 'تم الحفظ بنجاح.', capacity: 'سعة النظام (م³/ساعة)', water: 'الأصول التي تروي هذا الحقل', code: 'TA-PU9-AR', name: 'مضخة تقوية' },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`the pivot manager lists the assets, opens the farm's network and adds a pump (${lang})`, async ({ page, baseURL }) => {
    const text = texts[lang];
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    await signIn(page, 'pivot.manager');
    await page.goto('/assets');
    await expect(page.getByRole('heading', { name: text.title, exact: true })).toBeVisible();
    await expect(page.getByTestId('assets-row-TA-PV1')).toBeVisible();
    await shot(page, `assets-list-${lang}-1366`);

    // Filtered by type: the five pivot machines.
    await choose(page, 'assets-filter-type', text.pivot);
    await expect(page.locator('[data-testid^="assets-row-"]')).toHaveCount(5);

    // A new pump, fed by the standby well: its power is required, then it is saved.
    await page.getByTestId('assets-create').click();
    const form = page.getByTestId('asset-form');
    await choose(page, 'asset-form-type', text.pump);
    await choose(page, 'asset-form-farm_id', FARM);
    await form.getByTestId('asset-form-code').fill(text.code);
    await form.getByTestId('asset-form-name').fill(text.name);
    await page.getByTestId('asset-form-feeds_asset_id').click();
    await page.getByRole('option', { name: /^TA-W2 · / }).click();
    await form.getByTestId('asset-form-lat').fill('22.7407');
    await form.getByTestId('asset-form-lng').fill('31.1437');
    await form.getByTestId('asset-attr-rated_flow_m3_h').fill('300');
    await form.getByTestId('asset-attr-head_m').fill('40');
    await page.getByTestId('asset-form-submit').click();
    await expect(form.getByText(text.required)).toBeVisible();
    await form.getByTestId('asset-attr-power_kw').fill('55');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `asset-form-${lang}-390`);
    await page.getByTestId('asset-form-submit').click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(form).toBeHidden();
    await choose(page, 'assets-filter-type', text.pump);
    await expect(page.getByTestId(`assets-row-${text.code}`)).toBeVisible();
    await shot(page, `assets-list-${lang}-390`);

    // The network: the assets on the map and the flow from the well down to the pivots; a pivot's details.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('tab', { name: text.network }).click();
    await choose(page, 'asset-network-farm', FARM);
    await expect(page.getByTestId('asset-network-map')).toHaveAttribute('data-markers', /^[1-9]\d+$/, { timeout: 30_000 });
    const flow = page.getByTestId('asset-flow');
    await expect(flow.getByTestId('asset-flow-TA-W1')).toBeVisible();
    await expect(flow.getByTestId(`asset-flow-${text.code}`)).toBeVisible();
    await flow.getByTestId('asset-flow-TA-PV1').click();
    // The chosen pivot is drawn larger on the map.
    await expect(page.getByTestId('asset-network-map')).toHaveAttribute('data-loaded', 'true');
    const details = page.getByTestId('asset-details');
    await expect(details.getByRole('row', { name: new RegExp(text.capacity.replace(/[()³]/g, '.')) })).toContainText(lang === 'ar' ? /(160|١٦٠)/ : '160');
    await shot(page, `assets-network-${lang}-1366`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `assets-network-${lang}-390`);

    // The field it waters lists it, with its path from the well.
    await page.setViewportSize({ width: 1366, height: 900 });
    await details.getByTestId('asset-details-close').click();
    await page.goto('/crop-fields');
    await page.locator('[data-testid^="crop-fields-irrigation-"][aria-label$="— TA-P1"]').click();
    await expect(page.getByRole('heading', { name: text.water })).toBeVisible();
    await expect(page.getByTestId('field-assets-TA-PV1')).toBeVisible();
    await shot(page, `field-assets-${lang}-1366`);

    // A service recorded in the asset's maintenance log; the due list puts the overdue generator first.
    await page.goto(`/assets?search=${text.serviced}`);
    await page.getByTestId(`asset-maintenance-${text.serviced}`).click();
    const drawer = page.getByTestId('asset-maintenance-drawer');
    await drawer.getByTestId('maintenance-work').fill(text.work);
    await drawer.getByTestId('maintenance-cost').fill('450');
    await drawer.getByTestId('maintenance-submit').click();
    await expect(page.getByText(text.recorded)).toBeVisible();
    await expect(drawer.getByTestId('maintenance-entries')).toContainText(text.work);
    await shot(page, `asset-maintenance-${lang}-1366`);
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: text.due }).click();
    await expect(page.getByTestId('maintenance-due').locator('tbody tr').first()).toHaveAttribute('data-testid', 'maintenance-due-TA-G1');
    await expect(page.getByTestId('maintenance-due-TA-G1')).toContainText(text.overdue);
    await shot(page, `assets-maintenance-due-${lang}-1366`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `assets-maintenance-due-${lang}-390`);
  });
}
