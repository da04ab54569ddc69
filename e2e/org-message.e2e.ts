import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support';

const ORG = 'Rayyan Palm & Citrus';

// The published message would greet every other member of the organisation in later tests (one shared
// database per run), so afterwards each of them answers "Dont show again" through the API.
test.afterAll(async ({ request }) => {
  for (const username of ['palm.engineer', 'palm.superadmin', 'palm.viewer', 'palm.fieldworker']) {
    const signedIn = await request.post('/api/token/', { data: { username, password: DEMO_PASSWORD, client: 'mobile' } });
    if (!signedIn.ok()) continue;
    const { access } = await signedIn.json();
    const claims = JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString());
    await request.patch(`/api/organizations/${claims.org_id}/`, {
      headers: { Authorization: `Bearer ${access}` },
      data: { notification_status: false },
    });
  }
});

test('a super admin publishes an organisation message; a member sees it once and can hide it for good', async ({ page, browser }) => {
  await signIn(page, 'palm.superadmin');
  // Super admins keep the spec's side menu; organisations are reached from the header.
  await page.getByTestId('header-organizations').click();
  await expect(page).toHaveURL(/\/settings\/organizations$/);
  await page.getByTestId(`orgs-message-${ORG}`).click();
  await page.getByTestId('org-message-form-honorofics').fill('Eng.');
  await page.getByTestId('org-message-form-name').fill('Khaled');
  await page.getByTestId('org-message-form-message').fill('The main pumps are serviced on Friday morning.');
  const published = page.waitForResponse((r) => r.request().method() === 'PATCH' && /\/api\/organizations\/[^/]+\/$/.test(r.url()));
  await page.getByTestId('org-message-form-submit').click();
  expect((await published).ok()).toBe(true);

  // A member of that organisation, in a browser of their own.
  const context = await browser.newContext();
  const member = await context.newPage();
  await signIn(member, 'palm.manager');
  const popup = member.getByTestId('org-message');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Eng. Khaled');
  await expect(popup).toContainText('The main pumps are serviced on Friday morning.');
  await member.screenshot({ path: 'test-results/screens/org-message.png' });
  const saved = member.waitForResponse((r) => r.request().method() === 'PATCH');
  await member.getByTestId('org-message-dont-show').click();
  expect((await saved).ok()).toBe(true);
  await expect(popup).toBeHidden();

  // After a reload (the message is fetched again) it does not come back.
  const fetched = member.waitForResponse((r) => r.url().includes('/api/organizations/message/'));
  await member.reload();
  const answer = await (await fetched).json();
  expect(answer.status).toBe(false);
  await expect(member.getByTestId('nav-logout')).toBeVisible();
  await expect(member.getByTestId('org-message')).toHaveCount(0);
  await context.close();
});
