import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { choose, dismissOrgMessage, draftTemplate, expectUncovered, setLanguage, signIn } from './support';

test.use({ viewport: { width: 1366, height: 900 } });
test.beforeEach(({ page }) => dismissOrgMessage(page));

const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'work-orders');
const today = () => new Date().toISOString().slice(0, 10);
const plusDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The male palm pollen Khalas Block A's store holds, read on its items table. */
async function pollenInBlockStore(page: Page): Promise<number> {
  await page.goto('/inventories');
  await page.locator('[data-testid="inventories-row"][data-name="Khalas Block A store"] [data-testid^="inventories-open-"]').click();
  const cell = page.locator('[data-testid="store-item-row"][data-name="Male palm pollen"]').getByTestId('store-item-quantity');
  await expect(cell).toBeVisible();
  const digits = ((await cell.textContent()) ?? '').replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))).replace(/[٬,]/g, '');
  return Number(digits.match(/[\d.]+/)![0]);
}

test('in Arabic a palm manager builds a pollination-to-harvest plan, activates it on a block, finds it on the calendar, marks a round done with the pollen used and cancels the harvest after confirming', async ({ page, baseURL }) => {
  await setLanguage(page, baseURL!, 'ar');
  await signIn(page, 'palm.manager');
  const before = await pollenInBlockStore(page);

  await page.goto('/programs/templates');
  await expect(page.getByRole('heading', { name: 'قوالب البرامج', exact: true })).toBeVisible();
  await draftTemplate(page, {
    name: 'من التلقيح إلى الحصاد',
    crop: 'نخيل التمر',
    steps: [
      { title: 'جولة تلقيح', activity: 'التلقيح', repeat_every_days: '4', repeat_until_offset_days: '8', item: 'حبوب لقاح ذكور النخيل', quantity: '50' },
      { title: 'حصاد التمر', activity: 'الحصاد', offset_days: '150' },
    ],
  });
  await expect(page.getByTestId('template-season')).toContainText(/[4٤] مهمة/);
  await page.screenshot({ path: path.join(shots, 'builder-ar-1366.png'), animations: 'disabled' });
  await page.getByTestId('template-form-submit').click();
  const row = page.locator('[data-testid="templates-row"][data-name="من التلقيح إلى الحصاد"]');
  await expect(row).toBeVisible();

  await row.getByTestId('template-activate').click();
  await page.getByTestId('activate-form-start').fill(today());
  await choose(page, 'activate-form-targets', 'Khalas Block A');
  await page.keyboard.press('Escape');
  await page.getByTestId('activate-form-submit').click();
  await expect(page.getByText('تم تفعيل البرنامج بنجاح')).toBeVisible();

  // The month calendar of this month shows today's round; opening it shows its details, then marks it done with the pollen.
  await page.goto('/programs');
  await page.getByTestId('tasks-view').getByText('شهر').click();
  const round = page.getByTestId(`tasks-calendar-day-${today()}`).locator('[data-testid="tasks-calendar-task"][data-name="جولة تلقيح"]');
  await expect(round).toBeVisible();
  // The seeded season's tasks read in Arabic too.
  await expect(page.getByTestId('tasks-calendar')).toContainText('جولة فحص سوسة النخيل الحمراء');
  await expect(page.getByTestId('tasks-calendar')).not.toContainText('RPW inspection round');
  await page.screenshot({ path: path.join(shots, 'calendar-ar-1366.png'), animations: 'disabled' });
  await round.click();
  await expect(page.getByTestId('task-details')).toContainText('Khalas Block A');
  await expect(page.getByTestId('task-details')).toContainText('حبوب لقاح ذكور النخيل');
  await page.screenshot({ path: path.join(shots, 'details-ar-1366.png'), animations: 'disabled' });
  await page.getByTestId('task-details-done').click();
  await choose(page, 'task-done-store-0', 'Khalas Block A store');
  await expect(page.getByTestId('task-done-quantity-0')).toHaveValue('50');
  await page.getByTestId('task-done-form-submit').click();
  await expect(page.getByTestId('task-done-drawer')).toBeHidden();
  expect(await pollenInBlockStore(page)).toBe(before - 50);

  // The harvest, 150 days on, is cancelled only after the question is answered.
  await page.goto('/programs?status=pending&search=%D8%AD%D8%B5%D8%A7%D8%AF%20%D8%A7%D9%84%D8%AA%D9%85%D8%B1');
  const harvest = page.getByTestId('tasks-row').filter({ hasText: 'Khalas Block A' }).first();
  await harvest.getByTestId('task-open').click();
  await page.getByTestId('task-details-cancel').click();
  await expect(page.getByTestId('task-cancel-confirm')).toContainText('هل أنت متأكد أنك تريد إلغاء هذه المهمة؟');
  await page.getByTestId('task-cancel-confirm').getByRole('button', { name: 'إلغاء المهمة' }).click();
  await expect(page.getByTestId('task-cancel-confirm')).toBeHidden();
  await page.goto('/programs?status=cancelled&search=%D8%AD%D8%B5%D8%A7%D8%AF%20%D8%A7%D9%84%D8%AA%D9%85%D8%B1');
  await expect(page.getByTestId('tasks-row').filter({ hasText: 'Khalas Block A' })).toHaveCount(1);
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the task's title is in view, not under the kept actions column.
  await expectUncovered(page, page.getByTestId('task-open').first());
  await page.screenshot({ path: path.join(shots, 'cancelled-ar-390.png'), animations: 'disabled' });
});

test('a manager creates a single task, finds it on the week, drags it to another day and sees the move in its history, in English', async ({ page, baseURL }) => {
  await setLanguage(page, baseURL!, 'en');
  await signIn(page, 'palm.manager');
  await page.goto('/programs');
  await page.getByTestId('tasks-view').getByText('Week').click();
  await page.getByTestId('tasks-create').click();
  await page.getByTestId('task-form-title').fill('Check the drip lines');
  await choose(page, 'task-form-activity', 'Maintenance');
  await choose(page, 'task-form-target', 'Khalas Block A');
  await page.getByTestId('task-form-duration_days').fill('2');
  await choose(page, 'task-form-roles', 'Maintenance technician');
  await page.keyboard.press('Escape');
  // Given to a person too: the first user of the organisation offered.
  await page.getByTestId('task-form-users').click();
  const firstPerson = page.locator('[data-combobox-option]:visible').first();
  const person = ((await firstPerson.textContent()) ?? '').trim();
  await firstPerson.click();
  await page.keyboard.press('Escape');
  await page.getByTestId('task-form-submit').click();
  await expect(page.getByTestId('task-form-drawer')).toBeHidden();

  const task = page.locator('[data-testid="tasks-calendar-task"][data-name="Check the drip lines"]');
  const start = page.getByTestId(`tasks-calendar-day-${today()}`).locator('[data-testid="tasks-calendar-task"][data-name="Check the drip lines"]');
  await expect(start).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'week-en-1366.png'), animations: 'disabled' });
  // Dragged two days on (or back, late in the week, which runs Saturday to Friday): the two-day task keeps its length,
  // so both its days must stay in the week shown: on from Saturday to Tuesday, back from Wednesday to Friday.
  const inWeek = (new Date().getUTCDay() + 1) % 7;
  const target = plusDays(today(), inWeek <= 3 ? 2 : -2);
  await start.dragTo(page.getByTestId(`tasks-calendar-day-${target}`));
  await expect(page.getByText('The task is rescheduled.')).toBeVisible();
  await expect(page.getByTestId(`tasks-calendar-day-${target}`).locator('[data-testid="tasks-calendar-task"][data-name="Check the drip lines"]')).toBeVisible();
  await expect(page.getByTestId(`tasks-calendar-day-${plusDays(target, 1)}`).locator('[data-testid="tasks-calendar-task"][data-name="Check the drip lines"]')).toBeVisible();
  await expect(start).toBeHidden();
  await task.first().click();
  await expect(page.getByTestId('task-history-entry')).toHaveCount(2);
  await expect(page.getByTestId('task-history-entry').first()).toContainText('Start date:');
  await expect(page.getByTestId('task-details')).toContainText('Maintenance technician');
  await expect(page.getByTestId('task-details-users')).toHaveText(person);

  // By keyboard: a new start date in the details moves it too.
  await page.getByTestId('task-details-due').fill(plusDays(target, 7));
  await page.getByTestId('task-details-move').click();
  await expect(page.getByTestId('task-history-entry')).toHaveCount(3);
  await expect(page.getByTestId('task-details-dates')).toContainText(String(new Date(`${plusDays(target, 8)}T00:00:00Z`).getUTCDate()));
  await page.screenshot({ path: path.join(shots, 'details-en-1366.png'), animations: 'disabled' });

  // The list filtered to what maintenance technicians are given holds it alone.
  await page.keyboard.press('Escape');
  await page.getByTestId('tasks-view').getByText('List').click();
  await choose(page, 'tasks-filter-assignee', 'Maintenance technician');
  await expect(page.getByTestId('tasks-row')).toHaveCount(1);
  await expect(page.getByTestId('tasks-row')).toContainText('Check the drip lines');
});
