import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { choose, dismissOrgMessage, listRow as row, openSettings, setLanguage, signIn } from './support';

test.use({ viewport: { width: 1366, height: 900 } });
test.beforeEach(({ page }) => dismissOrgMessage(page));

const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'crop-profiles');

/**
 * In the open growth form: sends the `stage` (initial, development, mid, late) at `refused`, which the drawer refuses
 * with `message`, then at `kept`, after which the season total reads `total`; shot as `shot` and saved.
 */
async function growthStageRefusedThenSaved(page: Page, stage: { name: string; refused: string; message: string; kept: string; total: string; shot: string }) {
  const input = page.getByTestId(`growth-form-stage-${stage.name}`);
  await input.fill(stage.refused);
  await page.getByTestId('growth-form-submit').click();
  await expect(page.getByTestId('growth-profiles-drawer')).toContainText(stage.message);
  await input.fill(stage.kept);
  await expect(page.getByTestId('growth-form-total')).toContainText(stage.total);
  await page.screenshot({ path: path.join(shots, `${stage.shot}.png`), animations: 'disabled' });
  await page.getByTestId('growth-form-submit').click();
  await expect(page.getByTestId('growth-profiles-drawer')).toBeHidden();
}

test('a manager creates a KC profile and a plant variety using it, edits a growth stage and meets the validation and in-use messages, in English', async ({ page, baseURL }) => {
  await setLanguage(page, baseURL!, 'en');
  await signIn(page, 'pivot.manager');

  await openSettings(page, 'kc_profiles');
  await expect(page).toHaveURL(/\/settings\/kc-profiles$/);
  await expect(page.getByRole('heading', { name: 'KC profiles' })).toBeVisible();
  // Every organisation starts with the FAO-56 profiles; the crop is shown by its name.
  await expect(row(page, 'kc-profiles', 'FAO-56 Potato')).toContainText('Potato');
  await expect(row(page, 'kc-profiles', 'FAO-56 Potato')).toContainText('1.15');

  await page.getByTestId('kc-profiles-create').click();
  await page.getByTestId('kc-form-name').fill('Spunta Kc');
  await choose(page, 'kc-form-crop', 'Potato');
  await expect(page.getByTestId('kc-form-kc_mid')).toHaveValue('1.15');
  // FAO-56 Table 17's basal Kcb of potato come with it, and their curve is drawn under the Kc curve.
  await expect(page.getByTestId('kc-form-kcb_mid')).toHaveValue('1.1');
  await expect(page.getByTestId('kc-curve-kcb')).toBeVisible();
  await expect(page.getByTestId('kc-curve')).toBeVisible();
  await page.getByTestId('kc-form-kc_mid').fill('2.5');
  await page.getByTestId('kc-form-submit').click();
  await expect(page.getByTestId('kc-profiles-drawer')).toContainText('Enter a Kc above 0 and at most 2.');
  await page.screenshot({ path: path.join(shots, 'kc-form-en.png'), animations: 'disabled' });
  await page.getByTestId('kc-form-kc_mid').fill('1.1');
  await page.getByTestId('kc-form-submit').click();
  await expect(page.getByTestId('kc-profiles-drawer')).toBeHidden();
  await expect(row(page, 'kc-profiles', 'Spunta Kc')).toContainText('1.10');
  await expect(row(page, 'kc-profiles', 'Spunta Kc').getByTestId('kc-profiles-kcb')).toHaveText('0.15 · 1.10 · 0.65');
  await page.screenshot({ path: path.join(shots, 'kc-profiles-en.png'), fullPage: true, animations: 'disabled' });

  // A variety of the same crop and name as a demo variety is refused; then one using the new KC profile.
  await page.goto('/settings/plant-varieties');
  await expect(row(page, 'plant-varieties', 'Spunta')).toContainText('FAO-56 Potato');
  await page.getByTestId('plant-varieties-create').click();
  await page.getByTestId('varieties-form-name').fill('Spunta');
  await choose(page, 'varieties-form-crop', 'Potato');
  await page.getByTestId('varieties-form-submit').click();
  await expect(page.getByTestId('plant-varieties-drawer')).toContainText('This crop already has a variety with this name.');
  await page.getByTestId('varieties-form-name').fill('Spunta Gold');
  await choose(page, 'varieties-form-kc_profile_id', 'Spunta Kc');
  await page.getByTestId('varieties-form-notes').fill('Pivot 4, spring 2026');
  await page.getByTestId('varieties-form-submit').click();
  await expect(page.getByTestId('plant-varieties-drawer')).toBeHidden();
  const gold = row(page, 'plant-varieties', 'Spunta Gold');
  await expect(gold).toContainText('Spunta Kc');
  await expect(gold).toContainText("The crop's profile");
  await page.screenshot({ path: path.join(shots, 'plant-varieties-en.png'), fullPage: true, animations: 'disabled' });

  // Growth profiles: one stage edited, the season total follows.
  await page.goto('/settings/growth-profiles');
  await page.getByTestId('growth-profiles-search').fill('potato');
  await expect(page.getByTestId('growth-profiles-row')).toHaveCount(1);
  const potato = row(page, 'growth-profiles', 'FAO-56 Potato');
  await expect(potato.getByTestId('growth-profiles-stages')).toHaveText('30 / 35 / 50 / 25');
  await potato.getByTestId('growth-profiles-edit').click();
  await expect(page.getByTestId('growth-form-total')).toHaveText('Season length: 140 days');
  await growthStageRefusedThenSaved(page, {
    name: 'mid',
    refused: '0',
    message: 'Enter a whole number of days from 1 to 366.',
    kept: '60',
    total: 'Season length: 150 days',
    shot: 'growth-form-en',
  });
  await expect(potato.getByTestId('growth-profiles-stages')).toHaveText('30 / 35 / 60 / 25');
  await expect(potato).toContainText('150 days');

  // A profile used by a variety is not deleted, and the dialog names the variety.
  await page.goto('/settings/kc-profiles?search=Spunta');
  await row(page, 'kc-profiles', 'Spunta Kc').getByTestId('kc-profiles-delete').click();
  await page.getByTestId('kc-profiles-delete-confirm-confirm').click();
  const refusal = page.getByTestId('kc-profiles-delete-confirm-error');
  await expect(refusal).toContainText('Plant varieties use this profile; give them another profile first.');
  await expect(refusal).toContainText('Used by: Spunta Gold');
  await page.screenshot({ path: path.join(shots, 'kc-delete-refused-en.png'), animations: 'disabled' });
  await page.getByTestId('kc-profiles-delete-confirm-cancel').click();

  // The filtered list exports as an .xlsx holding the profile.
  const download = page.waitForEvent('download');
  await page.getByTestId('kc-profiles-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^kc-profiles-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(readFileSync((await file.path())!).subarray(0, 2).toString()).toBe('PK'); // an .xlsx is a zip archive
});

test('in Arabic, a palm manager reads the translated crops and adds a seasonal growth profile after a stage error', async ({ page, baseURL }) => {
  await setLanguage(page, baseURL!, 'ar');
  await signIn(page, 'palm.manager');

  await page.goto('/settings/growth-profiles');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'ملفات النمو' })).toBeVisible();
  // The seeded profile "FAO-56 Date palms" reads in Arabic; its crop too.
  const palms = row(page, 'growth-profiles', 'نخيل التمر (الفاو 56)');
  await expect(palms).toContainText('نخيل التمر');
  await expect(palms).not.toContainText('FAO-56');
  await expect(palms).toContainText('دائم الخضرة');
  await page.screenshot({ path: path.join(shots, 'growth-profiles-ar.png'), fullPage: true, animations: 'disabled' });

  await page.getByTestId('growth-profiles-create').click();
  await page.getByTestId('growth-form-name').fill('نخيل المدينة');
  await choose(page, 'growth-form-crop', 'زيتون');
  await expect(page.getByTestId('growth-form-fao-hint')).toBeVisible();
  await expect(page.getByTestId('growth-form-stage-initial')).toHaveValue('30');
  await growthStageRefusedThenSaved(page, { name: 'initial', refused: '', message: 'أدخل عدد أيام صحيحًا من 1 إلى 366.', kept: '45', total: '285', shot: 'growth-form-ar' });
  await expect(row(page, 'growth-profiles', 'نخيل المدينة')).toContainText('زيتون');

  await page.goto('/settings/plant-varieties');
  await expect(page.getByRole('heading', { name: 'الأصناف النباتية' })).toBeVisible();
  await expect(row(page, 'plant-varieties', 'Medjool')).toContainText('نخيل التمر');
  await page.screenshot({ path: path.join(shots, 'plant-varieties-ar.png'), fullPage: true, animations: 'disabled' });
  await page.goto('/settings/kc-profiles');
  await row(page, 'kc-profiles', 'نخيل التمر (الفاو 56)').getByTestId('kc-profiles-edit').click();
  await expect(page.getByTestId('kc-curve')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'kc-form-ar.png'), animations: 'disabled' });
});
