import path from 'node:path';
import { expect, test } from '@playwright/test';
import { dismissOrgMessage, signIn, waitForAdvice } from './support';

// Irrigation advisory (spec points 2–4): the Toshka pivot manager opens a pivot's advisory screen from
// the crop fields list, reads today's advice and its explanation, holds irrigation until a day and
// resumes it, records an irrigation and sees the advice change; then one check in Arabic.

test.use({ viewport: { width: 1440, height: 960 } });
test.beforeEach(({ page }) => dismissOrgMessage(page));

const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'irrigation');

const isoDay = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

test('a pivot manager reads a Toshka pivot’s irrigation advice and its explanation, holds and resumes, records an irrigation; the screen reads in Arabic', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await signIn(page, 'pivot.manager');

  await page.goto('/crop-fields');
  // The irrigation plan of every field downloads as a spreadsheet for the field team.
  const download = page.waitForEvent('download');
  await page.getByTestId('crop-fields-irrigation-plan').click();
  expect((await download).suggestedFilename()).toMatch(/^irrigation-plan-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const row = page.locator('[data-testid^="crop-fields-row-"]').filter({ hasText: 'TA-P2' });
  await row.locator('[data-testid^="crop-fields-irrigation-"]').click();
  await expect(page).toHaveURL(/\/crop-fields\/[0-9a-f-]+\/irrigation$/);
  await expect(page.getByRole('heading', { name: 'Irrigation advisory' })).toBeVisible();
  await expect(page.getByTestId('irrigation-field-select')).toHaveValue(/TA-P2/);
  await waitForAdvice(page);

  // Today's advice and the explanation chain.
  const advice = page.getByTestId('irrigation-advice');
  await expect(advice.getByTestId('irrigation-next-date')).not.toBeEmpty();
  await expect(advice.getByTestId('irrigation-water-mm')).toContainText('mm');
  await expect(advice.getByTestId('irrigation-water-m3')).toContainText('m³/feddan');
  await expect(advice.getByTestId('irrigation-duration')).toHaveText(/^\d+:\d{2}$/);
  await expect(advice.getByTestId('irrigation-quality')).toHaveText(/Excellent|Fair \(60%\)|Poor \(40%\)|Poor \(20%\)/);
  await expect(advice.getByTestId('irrigation-today-badge')).toHaveText(/Irrigate today|No irrigation today/);
  await expect(advice.getByTestId('irrigation-root-zone')).toHaveText(/^(Adequate|Stressed|Dry|Over wetted)$/);
  const explanation = page.getByTestId('irrigation-explanation');
  await expect(explanation.getByTestId('irrigation-explanation-et0')).toContainText('reference evapotranspiration, ET0');
  await expect(explanation.getByTestId('irrigation-explanation-kc')).toContainText('crop coefficient Kc');
  await expect(explanation.getByTestId('irrigation-explanation-etc')).toContainText('ETc = ET0 × Kc');
  await expect(explanation.getByTestId('irrigation-explanation-depletion')).toContainText('RAW');
  await expect(explanation.getByTestId('irrigation-explanation-advice')).toBeVisible();
  await expect(page.getByTestId('irrigation-chart')).toBeVisible();

  // Hold until a day in three days' time, then resume after confirming.
  await expect(page.getByTestId('irrigation-status-badge')).toHaveText('Active');
  await page.getByTestId('irrigation-hold-until').fill(isoDay(3));
  await page.getByTestId('irrigation-hold').click();
  await expect(page.getByTestId('irrigation-status-badge')).toContainText('On hold until');
  await expect(page.getByTestId('irrigation-explanation-advice')).toHaveText('Irrigation is on hold, so no irrigation is advised.');
  await page.getByTestId('irrigation-resume').click();
  await page.getByTestId('irrigation-resume-confirm-confirm').click();
  await expect(page.getByTestId('irrigation-status-badge')).toHaveText('Active');

  // An irrigation recorded today refills the root zone: the advice changes.
  const adviceText = async () =>
    [await page.getByTestId('irrigation-explanation').textContent(), await page.getByTestId('irrigation-next-date').textContent(), await page.getByTestId('irrigation-water-mm').textContent()].join(' | ');
  const before = await adviceText();
  // The demo pivot comes with the runs its team logged before today.
  const logRows = page.getByTestId('irrigation-logs-table').locator('tbody tr');
  await expect(logRows.first().or(page.getByTestId('irrigation-logs-empty'))).toBeVisible();
  const seededRuns = await logRows.count();
  await page.getByTestId('irrigation-log-date').fill(isoDay(0));
  await page.getByTestId('irrigation-log-amount').fill('30');
  await page.getByTestId('irrigation-log-submit').click();
  await expect(logRows).toHaveCount(seededRuns + 1);
  await expect.poll(adviceText).not.toBe(before);
  await page.screenshot({ path: path.join(shots, 'irrigation-en-desktop.png'), fullPage: true });

  // A mistaken entry is deleted after confirming; the advice goes back to what it was without it.
  // Newest first: today's entry heads the log, above the seeded runs of earlier days.
  await logRows.first().locator('[data-testid^="irrigation-log-delete-"]').click();
  await expect(page.getByTestId('irrigation-log-delete-confirm')).toContainText('The advice will be recalculated without it.');
  await page.getByTestId('irrigation-log-delete-confirm-confirm').click();
  await expect(logRows).toHaveCount(seededRuns);
  await expect.poll(adviceText).toBe(before);

  // Arabic: the same screen, right to left, with the explanation in Arabic.
  await page.context().addCookies([{ name: 'lang', value: 'ar', url: baseURL! }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'إرشاد الري' })).toBeVisible();
  await expect(page.getByTestId('irrigation-explanation')).toContainText('كيف حُسب الإرشاد');
  await expect(page.getByTestId('irrigation-explanation-etc')).toContainText('إذن استهلك المحصول');
  await expect(page.getByTestId('irrigation-explanation-etc')).toContainText('ETc = ET0 × Kc');
  // The history chart and the farm's weather also draw right to left.
  await expect(page.getByTestId('irrigation-chart')).toBeVisible();
  await expect(page.getByTestId('weather-panel').locator('canvas').first()).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'irrigation-ar-desktop.png'), fullPage: true });
});

test('a palm farm manager reads a palm block’s advice: litres per palm, drip run time and valve; changing the drippers changes the run time; in Arabic too', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await signIn(page, 'palm.manager');

  await page.goto('/fields');
  await page.locator('[data-testid^="farms-row-"]').filter({ hasText: 'AHSA-01' }).locator('[data-testid^="farms-open-"]').click();
  const block = page.locator('[data-testid^="fields-row-"]').filter({ hasText: 'AHSA-01-A' });
  // The weather panel and the next irrigations load above and inside the list and move it: click once they are in.
  await expect(page.getByRole('region', { name: 'Weather and spray advice' }).getByText('8-day forecast')).toBeVisible();
  await expect(block).toContainText(/No advice yet|mm/);
  await block.locator('[data-testid^="fields-irrigation-"]').click();
  await expect(page).toHaveURL(/\/fields\/[0-9a-f-]+\/irrigation$/);
  await expect(page.getByTestId('irrigation-field-select')).toHaveValue(/AHSA-01-A/);
  await waitForAdvice(page);

  const advice = page.getByTestId('irrigation-advice');
  await expect(advice.getByTestId('irrigation-water-per-tree')).toHaveText(/^[\d,]+ L$/);
  // The block's main valve is named from the farm's water network (the assets' record of valve MV-A serving it).
  await expect(advice.getByTestId('irrigation-valve')).toHaveText('Main valve A · MV-A');
  // 1,788 palms × 8 bubblers × 16 L/h at the valve.
  await expect(advice.getByTestId('irrigation-system-flow')).toHaveText('228.9 m³/h');
  await expect(advice.getByTestId('irrigation-duration')).toHaveText(/^\d+:\d{2}$/);
  // The palms' KC profile has FAO-56 Table 17 basal values: the dual crop coefficient splits transpiration and soil evaporation.
  // Once the startup satellite pass has stored a clear image of the block, Kcb comes from it and the sentence names its date.
  await expect(page.getByTestId('irrigation-explanation-kc')).toHaveText(
    /^(The basal crop coefficient Kcb of the crop \(date palm\), for the water its leaves transpire, is \d\.\d+\.|Basal Kcb \d\.\d+ from the .+ image: the crop's \(date palm\) canopy as the satellite measured it .+)$/,
  );
  await expect(page.getByTestId('irrigation-explanation-kc_climate')).toContainText('adjusted for the local climate (FAO-56 eq. 70)');
  await expect(page.getByTestId('irrigation-kcb')).toHaveText(/^\d\.\d+$/);
  await expect(page.getByTestId('irrigation-evaporation')).toContainText('mm/day');
  await expect(page.getByTestId('irrigation-explanation-split')).toContainText('the wet soil evaporated E = Ke × ET0');
  await expect(page.getByTestId('irrigation-explanation-per_tree')).toContainText('litres per tree');
  // The field's page shows its farm's weather and spray advice beside the advice.
  await expect(page.getByTestId('weather-panel')).toBeVisible();

  // The valve comes from the network: shown in the settings, not typed there.
  await expect(page.getByTestId('irrigation-settings-valve-code')).toBeDisabled();
  await expect(page.getByTestId('irrigation-settings-valve-code')).toHaveValue('MV-A');
  // Twice the bubblers per palm (8 → 16) halve the run time; the valve stays the network's.
  const minutes = async () => {
    const [h, m] = ((await advice.getByTestId('irrigation-duration').textContent()) ?? '0:00').split(':').map(Number);
    return h! * 60 + m!;
  };
  const before = await minutes();
  await page.getByTestId('irrigation-settings-drips').fill('16');
  await page.getByTestId('irrigation-settings-save').click();
  await expect(advice.getByTestId('irrigation-valve')).toHaveText('Main valve A · MV-A');
  await expect.poll(minutes).toBeLessThanOrEqual(Math.ceil(before / 2) + 1);
  await page.getByTestId('irrigation-settings-drips').fill('0');
  await expect(page.getByTestId('irrigation-settings-save')).toBeDisabled();
  await expect(page.getByText('Enter a value from 1 to 64.')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'palm-irrigation-en-desktop.png'), fullPage: true });

  // The farm's field list shows each block's next irrigation from the stored advice, with its root-zone colour.
  await page.getByTestId('irrigation-back').click();
  const next = page.locator('[data-testid^="fields-row-"]').filter({ hasText: 'AHSA-01-A' }).locator('[data-testid^="fields-next-irrigation-"]');
  await expect(next).toContainText(/mm$/);
  await expect(next).toHaveAttribute('data-root-zone', /^(adequate|stressed|dry|over_wetted)$/);
  await page.goBack();
  await expect(page.getByTestId('irrigation-advice')).toBeVisible();

  await page.context().addCookies([{ name: 'lang', value: 'ar', url: baseURL! }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('الماء لكل شجرة')).toBeVisible();
  await expect(advice.getByTestId('irrigation-water-per-tree')).toContainText('لتر');
  await expect(page.getByTestId('irrigation-explanation-per_tree')).toContainText('لكل شجرة');
  await expect(page.getByTestId('irrigation-back')).toHaveText('العودة إلى الحقول');
  // The history chart and the farm's weather also draw right to left.
  await expect(page.getByTestId('irrigation-chart')).toBeVisible();
  await expect(page.getByTestId('weather-panel').locator('canvas').first()).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'palm-irrigation-ar-desktop.png'), fullPage: true });
});
