import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { choose, dismissOrgMessage, draftTemplate, openSettings, setLanguage, signIn } from './support';

test.use({ viewport: { width: 1366, height: 900 } });
test.beforeEach(({ page }) => dismissOrgMessage(page));

const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'programs');

/** The lures the main store holds, read on its items table. */
async function luresInMainStore(page: Page): Promise<number> {
  await page.goto('/inventories');
  await page.locator('[data-testid="inventories-row"][data-name="Al-Ahsa main store"] [data-testid^="inventories-open-"]').click();
  const cell = page.locator('[data-testid="store-item-row"][data-name="RPW pheromone lures"]').getByTestId('store-item-quantity');
  await expect(cell).toBeVisible();
  return Number(((await cell.textContent()) ?? '').match(/[\d.]+/)![0]);
}

test('a palm manager marks a trap servicing of the seeded palm season done with the lure used, and the store holds one lure less, in English', async ({ page, baseURL }) => {
  await setLanguage(page, baseURL!, 'en');
  await signIn(page, 'palm.manager');
  const before = await luresInMainStore(page);

  await page.goto('/programs?status=pending&activity=trap_servicing');
  await expect(page.getByRole('heading', { name: 'Work orders' })).toBeVisible();
  const first = page.getByTestId('tasks-row').first();
  await expect(first).toContainText('RPW trap servicing');
  await expect(first).toContainText('Khalas Block A');
  await expect(first).toContainText('RPW pheromone lures 1 packet');
  await page.screenshot({ path: path.join(shots, 'work-orders-en-1366.png'), animations: 'disabled' });
  await first.getByTestId('task-done').click();
  await choose(page, 'task-done-store-0', 'Al-Ahsa main store');
  await page.getByTestId('task-done-add-labour').click();
  await choose(page, 'task-done-labor-0', 'Ahmed Saleh');
  await page.getByTestId('task-done-labor-hours-0').fill('3');
  await page.screenshot({ path: path.join(shots, 'done-form-en-1366.png'), animations: 'disabled' });
  await page.getByTestId('task-done-form-submit').click();
  await expect(page.getByTestId('task-done-drawer')).toBeHidden();

  // Ahmed Saleh's 3 hours at 4,500 SAR a month (208 hours) are costed on the task.
  await page.goto('/programs?status=done&activity=trap_servicing&search=RPW');
  await expect(page.getByTestId('task-labour').filter({ hasText: 'Ahmed Saleh: 3 h, SAR 64.90' })).toHaveCount(1);
  expect(await luresInMainStore(page)).toBe(before - 1);
  await page.getByTestId('store-tabs').getByText('History').click();
  await expect(page.getByTestId('store-history-row').first()).toContainText('RPW trap servicing');
});

test('in Arabic cancelling a task asks for confirmation first', async ({ page, baseURL }) => {
  await setLanguage(page, baseURL!, 'ar');
  await signIn(page, 'palm.manager');
  await page.goto('/programs?status=pending&activity=scouting');
  await expect(page.getByRole('heading', { name: 'أوامر العمل' })).toBeVisible();
  const first = page.getByTestId('tasks-row').first();
  const title = await first.getAttribute('data-name');
  await first.getByTestId('task-cancel').click();
  await expect(page.getByTestId('task-cancel-confirm')).toContainText('هل أنت متأكد أنك تريد إلغاء هذه المهمة؟');
  await page.screenshot({ path: path.join(shots, 'cancel-ar-1366.png'), animations: 'disabled' });
  await page.getByTestId('task-cancel-confirm').getByRole('button', { name: 'إلغاء المهمة' }).click();
  await page.goto('/programs?status=cancelled');
  await expect(page.locator(`[data-testid="tasks-row"][data-name="${title}"]`).getByTestId('task-status')).toHaveText('ملغاة');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(shots, 'cancelled-ar-390.png'), animations: 'disabled' });
});

test('a manager adds a custom activity beside the built-in ones, in English', async ({ page, baseURL }) => {
  await setLanguage(page, baseURL!, 'en');
  await signIn(page, 'palm.manager');
  await openSettings(page, 'custom_activities');
  await expect(page.getByRole('heading', { name: 'Custom activities' })).toBeVisible();
  await expect(page.getByTestId('built-in-activities')).toContainText('Pollination');
  await page.getByTestId('custom-activities-create').click();
  await page.getByTestId('custom-activity-form-name_en').fill('Frond cleaning');
  await page.getByTestId('custom-activity-form-name_ar').fill('تنظيف السعف');
  await page.getByTestId('custom-activity-form-submit').click();
  await expect(page.locator('[data-testid="custom-activities-row"][data-name="Frond cleaning"]')).toContainText('تنظيف السعف');
});

test('a palm manager builds a template with the task builder, reorders a task, activates it on a block and sees its tasks on the work orders', async ({ page, baseURL }) => {
  await setLanguage(page, baseURL!, 'en');
  await signIn(page, 'palm.manager');
  await page.goto('/programs');
  await page.getByTestId('tasks-templates').click();
  await expect(page.getByRole('heading', { name: 'Programme templates' })).toBeVisible();
  await expect(page.locator('[data-testid="templates-row"][data-name="Date palm: pollination to harvest"]')).toBeVisible();
  await draftTemplate(page, {
    name: 'Ruzeiz harvest plan',
    crop: 'date_palm',
    steps: [
      { title: 'Harvest', activity: 'Harvest', offset_days: '30' },
      { title: 'Pollination round', activity: 'Pollination', repeat_every_days: '4', repeat_until_offset_days: '8' },
    ],
  });
  // Pollination comes first: moved up above the harvest.
  await page.getByTestId('template-step').nth(1).getByRole('button', { name: 'Move up' }).click();
  await expect(page.getByTestId('template-step-0-title')).toHaveValue('Pollination round');
  await expect(page.getByTestId('template-season')).toContainText('4 tasks from');
  await page.screenshot({ path: path.join(shots, 'builder-en-1366.png'), animations: 'disabled' });
  await page.getByTestId('template-form-submit').click();
  const row = page.locator('[data-testid="templates-row"][data-name="Ruzeiz harvest plan"]');
  await expect(row).toContainText('2');

  // The same name again is refused with the spec's message.
  await draftTemplate(page, { name: 'ruzeiz harvest plan', crop: 'date_palm', steps: [{ title: 'Harvest', activity: 'Harvest' }] });
  await page.getByTestId('template-form-submit').click();
  await expect(page.getByTestId('template-form')).toContainText('Template Name Already Exists');
  await page.keyboard.press('Escape');

  await row.getByTestId('template-activate').click();
  await page.getByTestId('activate-form-start').fill('2027-03-01');
  await choose(page, 'activate-form-targets', 'Ruzeiz Block B');
  await page.keyboard.press('Escape');
  await page.getByTestId('activate-form-submit').click();
  await expect(page.getByText('Program Activated successfully')).toBeVisible();
  await page.goto('/programs?search=Pollination%20round&status=pending');
  await expect(page.locator('[data-testid="tasks-row"]').filter({ hasText: 'Ruzeiz Block B' })).toHaveCount(3);
  // The month calendar of March 2027 shows the rounds on the days they span.
  await page.goto('/programs');
  await page.getByTestId('tasks-view').getByText('Month').click();
  while (!((await page.getByTestId('tasks-calendar-month').textContent()) ?? '').includes('March 2027')) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByTestId('tasks-calendar-day-2027-03-05')).toContainText('Pollination round');
  await page.screenshot({ path: path.join(shots, 'calendar-en-1366.png'), animations: 'disabled' });
});
