import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { dismissOrgMessage, setLanguage, signIn } from './support';

// A manager looks at the farm's sensors, a probe's soil moisture by depth, and gives the probe a device key that
// posts a reading (issue #15), in English and in Arabic, at 1366 px and on a 390 px phone.
test.use({ viewport: { width: 1366, height: 900 } });
test.beforeEach(({ page }) => dismissOrgMessage(page));

const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'sensors');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true, animations: 'disabled' });

/** The pivot organisation's six-depth probe on Pivot 1 (seeded with a season of readings). */
const PROBE = 'SMP-TA-P1';

const texts = {
  // English creates the probe's first key; Arabic (run after it) rotates that key, after a confirmation.
  en: { title: 'Sensors', online: 'Online', offline: 'Offline', capacity: 'Field capacity', once: 'shown only once', created: 'Current key created', battery: /55\s?%/, rotate: null },
  ar: { title: 'الحساسات', online: 'متصل', offline: 'غير متصل', capacity: 'السعة الحقلية', once: 'يظهر مرة واحدة فقط', created: 'أنشئ المفتاح الحالي', battery: /(55|٥٥)/, rotate: 'تجديد المفتاح' },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`sensors: the list, a probe's soil moisture by depth and a device key shown once (${lang})`, async ({ page, baseURL }) => {
    const text = texts[lang];
    await setLanguage(page, baseURL!, lang);
    await signIn(page, 'pivot.manager');
    await page.goto('/sensors');
    await expect(page.getByRole('heading', { name: text.title, exact: true })).toBeVisible();
    await expect(page.getByTestId(`sensor-status-${PROBE}`)).toHaveText(text.online);
    await expect(page.getByTestId('sensor-status-FM-TA-P2')).toHaveText(text.offline);
    await shot(page, `sensors-list-${lang}-1366`);

    // The probe's page: a week of soil moisture, one line per depth, with the soil's field capacity.
    await page.getByTestId(`sensor-open-${PROBE}`).click();
    const chart = page.getByTestId('sensor-chart-soil_moisture');
    await expect(chart).toHaveAttribute('data-series', '6');
    expect(Number(await chart.getAttribute('data-points'))).toBeGreaterThan(600);
    await expect(page.getByTestId('sensor-chart-soil_moisture-legend')).toContainText(text.capacity);
    // …and as a depth × time heat map, one row per depth.
    await expect(page.getByTestId('sensor-heatmap')).toHaveAttribute('data-rows', '6');
    await shot(page, `sensor-probe-${lang}-1366`);

    // A device key: shown once, in a dialog; the page never shows it again.
    await page.getByTestId('sensor-key-create').click();
    if (text.rotate) {
      const confirm = page.getByTestId('sensor-key-rotate-confirm');
      await confirm.getByRole('button', { name: text.rotate }).click();
    }
    const dialog = page.getByTestId('sensor-key-shown');
    await expect(dialog.getByTestId('sensor-key-once')).toContainText(text.once);
    const key = (await dialog.getByTestId('sensor-key-value').textContent())!.trim();
    expect(key).toMatch(/^rsk_[A-Za-z0-9_-]{43}$/);
    await expect(dialog.getByTestId('sensor-key-topic')).toContainText(`/${PROBE}/readings`);
    await shot(page, `sensor-key-${lang}-1366`);
    await dialog.getByTestId('sensor-key-done').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('sensor-key-state')).toContainText(text.created);
    await page.reload();
    await expect(page.getByTestId('sensor-key-panel')).toBeVisible();
    expect(await page.content()).not.toContain(key);

    // The device posts a reading with that key; the probe's battery shows it.
    const posted = await page.request.post('/api/sensor-readings/', {
      headers: { authorization: `Device ${key}` },
      data: { readings: [{ sensor_code: PROBE, measured_at: new Date().toISOString(), quantity: 'battery', value: 55, unit: '%' }] },
    });
    expect(posted.status()).toBe(200);
    expect(await posted.json()).toMatchObject({ stored: 1, rejected: [] });
    await page.reload();
    await expect(page.getByTestId('sensor-battery')).toContainText(text.battery);

    // On a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(chart).toBeVisible();
    await shot(page, `sensor-probe-${lang}-390`);
    await page.goto('/sensors');
    await expect(page.getByTestId(`sensor-status-${PROBE}`)).toHaveText(text.online);
    await shot(page, `sensors-list-${lang}-390`);

    // The flow meter's page: its field's irrigation efficiency in 10-day windows.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByTestId('sensor-open-FM-TA-P2').click();
    await expect(page.getByTestId('sensor-chart-flow_rate')).toBeVisible();
    await expect(page.getByTestId('sensor-efficiency')).toBeVisible();
    // Pivot 2's alfalfa was sown in October: its water balance holds several 10-day windows.
    await expect(page.getByTestId('sensor-efficiency').locator('tbody tr').first()).toBeVisible();
    await shot(page, `sensor-flow-meter-${lang}-1366`);

    // Pivot 1's advice, calculated again, uses the probe's measured depletion and says so.
    await page.goto('/crop-fields');
    await page.locator('[data-testid^="crop-fields-irrigation-"][aria-label$="— TA-P1"]').click();
    await page.getByTestId('irrigation-calculate').click();
    const probeStep = page.getByTestId('irrigation-explanation').getByTestId('irrigation-explanation-probe');
    await expect(probeStep).toContainText('FAO-56');
    await page.getByTestId('irrigation-explanation').screenshot({ path: path.join(shots, `irrigation-probe-${lang}-1366.png`), animations: 'disabled' });
  });
}
