import { expect, test } from '@playwright/test';
import { signIn } from './support';

const LANDING_EN = 'A digital twin of your farm that tells you when and how much to irrigate';
const LANDING_AR = 'توأم رقمي لمزرعتك يخبرك متى تروي وبأي كمية';

test('the landing page is prerendered in English and Arabic, with hreflang links, before any script runs', async ({ request, browser }) => {
  const en = await request.get('/');
  expect(en.headers()['content-type']).toContain('text/html');
  const enHtml = await en.text();
  expect(enHtml).toContain('<html lang="en" dir="ltr">');
  expect(enHtml).toContain(LANDING_EN);
  expect(enHtml).toMatch(/<title>Rayyan · [^<]+<\/title>/);
  expect(enHtml).toContain('<link rel="alternate" hreflang="ar" href="/?lang=ar">');
  expect(enHtml).toContain('property="og:title"');

  const arHtml = await (await request.get('/?lang=ar')).text();
  expect(arHtml).toContain('<html lang="ar" dir="rtl">');
  expect(arHtml).toContain(LANDING_AR);

  // With JavaScript off the visitor still reads the page.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/?lang=ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING_AR);
  await context.close();
});

test('a visitor reads the landing page, switches to Arabic (right-to-left, Almarai) and the choice is kept', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING_EN);
  for (const section of ['About Rayyan', 'Services', 'One interface for the whole farm', 'What we serve', 'Resources', 'Packages', 'Contact us']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByTestId('public-login-link')).toHaveAttribute('href', '/auth/login');
  // No map, chart or spreadsheet code on the landing page.
  expect(scripts.filter((url) => /maplibre|terra-draw|chart|exceljs|geotiff/i.test(url))).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/landing-en.png', fullPage: true });

  await page.getByTestId('site-language-link').click();
  await expect(page).toHaveURL(/\?lang=ar$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING_AR);
  const font = await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).fontFamily);
  expect(font).toContain('Almarai');
  expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('ar');
  await page.screenshot({ path: 'test-results/screens/landing-ar.png', fullPage: true });

  // The cookie keeps Arabic on the next public page, without the query.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('من نحن');
});

test('the contact form shows the spec messages, sends a request, thanks the visitor, and a super admin sees it', async ({ page }) => {
  await page.goto('/contact-us');
  await page.getByTestId('contact-send').click();
  await expect(page.getByTestId('contact-name-error')).toHaveText('Name is a required field');
  await expect(page.getByTestId('contact-email-error')).toHaveText('Email is a required field');
  await expect(page.getByTestId('contact-phone-error')).toHaveText('Phone Number is a required field');
  await expect(page.getByTestId('contact-company-error')).toHaveText('Company Name is a required field');
  await expect(page.getByTestId('contact-message-error')).toHaveText('Message is a required field');

  const company = `Nile Pivots ${Date.now()}`;
  await page.getByTestId('contact-name').fill('Karim Said');
  await page.getByTestId('contact-email').fill('karim@example.com');
  await page.getByTestId('contact-phone').fill('01001234567');
  await page.getByTestId('contact-company').fill(company);
  await page.getByTestId('contact-country').fill('Egypt');
  await page.getByTestId('contact-farm_area_feddan').fill('420');
  await page.getByTestId('contact-farm_type').selectOption('crop');
  await page.getByTestId('contact-message').fill('Please show us the irrigation advice for our alfalfa pivots.');
  await page.getByTestId('contact-send').click();
  await expect(page.getByTestId('contact-phone-error')).toHaveText('Must be a valid Number Exp: +xxxxxxxxxxx');
  await expect(page.getByTestId('contact-name-error')).toHaveCount(0);

  await page.getByTestId('contact-phone').fill('+201001234567');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/contacts/') && r.request().method() === 'POST');
  await page.getByTestId('contact-send').click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByTestId('contact-thanks')).toContainText('Thank you!');
  await page.screenshot({ path: 'test-results/screens/contact-thanks.png' });
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('contact-thanks')).toHaveCount(0);

  await signIn(page, 'palm.superadmin');
  await page.goto('/settings/contact-requests');
  await expect(page.getByTestId('contacts-table')).toContainText(company);
  await expect(page.getByTestId('contacts-table')).toContainText('+201001234567');
});

test('the Arabic contact form speaks Arabic', async ({ page }) => {
  await page.goto('/contact-us?lang=ar');
  await page.getByTestId('contact-send').click();
  await expect(page.getByTestId('contact-name-error')).toHaveText('الاسم حقل مطلوب');
  await page.getByTestId('contact-phone').fill('123');
  await expect(page.getByTestId('contact-phone-error')).toContainText('يجب أن يكون رقمًا صحيحًا');
});

test('articles: a public blog article, and the learning zone of a crop user with its reading view', async ({ page }) => {
  await page.goto('/Agri-Tech/blogs?lang=ar');
  await page.getByTestId('article-how-much-to-irrigate-today').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('كم يجب أن أروي اليوم؟');
  await expect(page.getByTestId('article')).toContainText('4.2');

  await page.goto('/?lang=en');
  await signIn(page, 'pivot.manager');
  await page.getByTestId('nav-learning_zone').click();
  await expect(page).toHaveURL(/\/learning-zone$/);
  await expect(page.getByTestId('learning-card').first()).toBeVisible();
  await page.getByTestId('learning-search').fill('evapotranspiration');
  await page.getByRole('link', { name: 'Crop evapotranspiration from remote sensing' }).click();
  await expect(page.getByTestId('learning-article')).toContainText('ETc = Kc × ET0');
  await page.screenshot({ path: 'test-results/screens/learning-article.png', fullPage: true });
});

test('the self-check page reports the API as reachable', async ({ page }) => {
  await page.goto('/test');
  await expect(page.getByTestId('check-api')).toHaveAttribute('data-state', 'ok');
  await expect(page.getByTestId('check-cookies')).toHaveAttribute('data-state', 'ok');
});
