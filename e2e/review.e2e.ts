import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { dismissOrgMessage, expectUncovered, setLanguage, signIn } from './support';

// Records from the field and their review (issue #12): a technician (view-only) records at a palm on a phone, the
// agriculture engineer approves or rejects it, and the palm changes only when approved.

test.beforeEach(({ page }) => dismissOrgMessage(page));

const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'review');

const texts = {
  en: { record: 'Record what you see', spot: 'Spot', road: 'Road', infected: 'Infected', health: 'Health', send: 'Send for review', sent: 'Recorded: waiting for review.', pending: 'Waiting for review', approved: 'Approved', rejected: 'Not approved', reject: 'Reject', approve: 'Approve' },
  ar: { record: 'سجّل ما تراه', spot: 'الموقع', road: 'طريق', infected: 'مصابة', health: 'الصحة', send: 'أرسل للمراجعة', sent: 'تم التسجيل: في انتظار المراجعة.', pending: 'في انتظار المراجعة', approved: 'تمت الموافقة', rejected: 'لم تتم الموافقة', reject: 'رفض', approve: 'موافقة' },
} as const;

/** The viewer opens a palm of Khalas Block A on a phone and records what they see. */
async function recordAt(page: Page, spot: { row: number; column: number }, text: (typeof texts)['en' | 'ar'], fill: (page: Page) => Promise<void>) {
  await signIn(page, 'palm.viewer');
  await page.goto('/fields');
  await page.locator('[data-testid^="farms-row-"]').filter({ hasText: 'AHSA-01' }).locator('[data-testid^="farms-open-"]').click();
  await page.locator('[data-testid^="fields-row-"]').filter({ hasText: 'AHSA-01-A' }).locator('[data-testid^="fields-grid-"]').click();
  await expect(page).toHaveURL(/\/fields\/[0-9a-f-]+\/grid$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${page.url()}?row=${spot.row}&column=${spot.column}`);
  const drawer = page.getByTestId('tree-drawer');
  await expect(drawer.getByRole('tab', { name: text.record })).toHaveAttribute('aria-selected', 'true');
  // A view-only user may record, not edit.
  await expect(drawer.getByTestId('tree-drawer-edit-tab')).toHaveCount(0);
  await fill(page);
  await page.getByTestId('tree-record-note').fill('E2E round');
  await page.screenshot({ path: path.join(shots, `record-${spot.row}-390.png`), fullPage: true, animations: 'disabled' });
  await drawer.getByRole('button', { name: text.send }).click();
  await expect(page.getByText(text.sent)).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function openReview(page: Page, code: string, text: (typeof texts)['en' | 'ar']) {
  await page.getByTestId('nav-logout').click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await signIn(page, 'palm.engineer');
  await page.goto('/review?state=pending');
  const state = page.getByTestId(`tree-record-state-${code}`);
  await expect(state).toContainText(text.pending);
  return state;
}

test('a view-only technician records a palm as infected on a phone; the engineer approves it and the palm is infected (en)', async ({ page, baseURL }) => {
  const text = texts.en;
  await setLanguage(page, baseURL!, 'en');
  await page.setViewportSize({ width: 1366, height: 900 });
  const code = 'AHSA-01-A-R005-C009';
  await recordAt(page, { row: 5, column: 9 }, text, async (p) => {
    await p.getByTestId('tree-record-health_state').click();
    await p.getByRole('option', { name: text.infected, exact: true }).click();
  });
  const state = await openReview(page, code, text);
  await page.screenshot({ path: path.join(shots, 'review-en-1366.png'), fullPage: true, animations: 'disabled' });
  await page.getByTestId(`tree-records-approve-${code}`).click();
  await page.goto('/review?state=approved');
  await expect(state).toContainText(text.approved);

  await page.getByTestId('nav-logout').click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await signIn(page, 'palm.manager');
  await page.goto(`/trees?search=${code}`);
  await expect(page.locator('[data-testid^="trees-row-"]').first().locator('[data-health]')).toHaveAttribute('data-health', 'infected');
});

test('a technician records a palm’s spot as a road; the engineer rejects it with the reason and the palm stays planted (ar)', async ({ page, baseURL }) => {
  const text = texts.ar;
  await setLanguage(page, baseURL!, 'ar');
  await page.setViewportSize({ width: 1366, height: 900 });
  const code = 'AHSA-01-A-R006-C010';
  await recordAt(page, { row: 6, column: 10 }, text, async (p) => {
    await p.getByTestId('tree-record-kind').getByText(text.spot, { exact: true }).click();
    await p.getByTestId('tree-record-spot_state').click();
    await p.getByRole('option', { name: text.road, exact: true }).click();
  });
  await openReview(page, code, text);
  await page.screenshot({ path: path.join(shots, 'review-ar-1366.png'), fullPage: true, animations: 'disabled' });
  await page.getByTestId(`tree-records-reject-${code}`).click();
  await page.getByTestId('tree-record-reject-reason').fill('هذا الموقع مزروع');
  await page.getByTestId('tree-record-reject-confirm').click();
  await page.goto('/review?state=rejected');
  await expect(page.getByTestId(`tree-record-state-${code}`)).toContainText(text.rejected);
  await expect(page.getByTestId(`tree-record-state-${code}`)).toContainText('هذا الموقع مزروع');
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the tree's code stays in view beside the kept actions column.
  await expectUncovered(page, page.locator('tr').filter({ has: page.getByTestId(`tree-record-state-${code}`) }).getByRole('cell', { name: code }));
  await page.screenshot({ path: path.join(shots, 'review-ar-390.png'), fullPage: true, animations: 'disabled' });
});
