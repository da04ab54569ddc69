import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'rayyan-demo-2026';

/** Side-navigation paths each demo user must see (spec points 2 and 6), in menu order. */
export const TREE_MENU_PATHS = [
  '/dashboard', '/farms', '/fields', '/trees', '/traps', '/pesticides', '/qr-export', '/field', '/programs',
  '/inventories', '/users', '/farm-owners', '/review', '/reports', '/evaluation', '/settings',
];
export const CROP_MENU_PATHS = [
  '/farms', '/fields', '/crop-fields', '/pest-diseases', '/labSamples', '/programs', '/inventories',
  '/assets', '/sensors', '/users', '/labors', '/reports', '/learning-zone', '/settings',
];

export const DEMO_USERS = {
  'palm.manager': { phone: '+966500000001', menu: TREE_MENU_PATHS, home: '/' },
  'palm.engineer': { phone: null, menu: ['/review', '/reports'], home: '/review' },
  'palm.superadmin': { phone: null, menu: ['/evaluation'], home: '/evaluation' },
  'pivot.manager': { phone: '+201000000001', menu: CROP_MENU_PATHS, home: '/' },
} as const;
export type DemoUser = keyof typeof DEMO_USERS;

/** Chooses the interface language the way a returning visitor has it: the lang cookie. */


/** Signs in through the login form and waits until the app shell is shown. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('nav-logout')).toBeVisible();
}

/** The hrefs of the side navigation's links, in order. */
export async function menuPaths(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation').filter({ has: page.getByTestId('nav-logout') });
  const hrefs = await nav.locator('a[data-testid^="nav-"]').evaluateAll((links) =>
    links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
  );
  return hrefs;
}

/** Clicks the organisation's message away whenever it covers the page (call it in beforeEach). */
export async function dismissOrgMessage(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByTestId('org-message-ok'), async (ok) => {
    await ok.click();
  });
}

/** The language of the pages loaded next (the `lang` cookie). */
export async function setLanguage(page: Page, baseURL: string, lang: 'en' | 'ar'): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL }]);
}

/** Picks an option of a select (found by its test id) by the option's exact name. */
export async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A row of a kit list (`<list>-row`) by its record's name (`data-name`). */
export const listRow = (page: Page, list: string, name: string) => page.locator(`[data-testid="${list}-row"][data-name="${name}"]`);

/** Opens a section of the settings (`settings-<section>`) from the settings page. */
export async function openSettings(page: Page, section: string): Promise<void> {
  await page.goto('/settings');
  await page.getByTestId(`settings-${section}`).click();
}

/** A step of a programme template as its builder row takes it (option labels for the activity and the item). */
export interface TemplateStep {
  title: string;
  activity: string;
  offset_days?: string;
  repeat_every_days?: string;
  repeat_until_offset_days?: string;
  item?: string;
  quantity?: string;
}

/** Opens a new programme template on the templates page and fills its name, crop and steps (one added after each), unsaved. */
export async function draftTemplate(page: Page, template: { name: string; crop: string; steps: TemplateStep[] }): Promise<void> {
  await page.getByTestId('templates-create').click();
  await page.getByTestId('template-form-name').fill(template.name);
  await page.getByTestId('template-form-crop').fill(template.crop);
  for (const [index, step] of template.steps.entries()) {
    if (index > 0) await page.getByTestId('template-add-step').click();
    const field = (key: string) => `template-step-${index}-${key}`;
    await page.getByTestId(field('title')).fill(step.title);
    await choose(page, field('activity'), step.activity);
    for (const key of ['offset_days', 'repeat_every_days', 'repeat_until_offset_days'] as const) {
      if (step[key] !== undefined) await page.getByTestId(field(key)).fill(step[key]);
    }
    if (step.item !== undefined) await choose(page, field('item'), step.item);
    if (step.quantity !== undefined) await page.getByTestId(field('quantity')).fill(step.quantity);
  }
}

/** On a page with a scouting tab named `tab`: a new observation of `pest` at `severity` (option labels); answers its open drawer. */
export async function startObservation(page: Page, observation: { tab: string; pest: string; severity: string }): Promise<Locator> {
  await page.getByRole('tab', { name: observation.tab }).click();
  await page.getByTestId('observations-create').click();
  const drawer = page.getByTestId('observation-drawer');
  await drawer.getByTestId('observation-form-pest_id').click();
  await page.getByRole('option', { name: observation.pest, exact: true }).click();
  await drawer.getByTestId('observation-form-severity').click();
  await page.getByRole('option', { name: observation.severity, exact: true }).click();
  return drawer;
}

/** The element is the one a tap at its centre reaches: in view and not under another (a kept column, a bar). */
export async function expectUncovered(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  expect(box, 'the element has a box on the page').not.toBeNull();
  const handle = await target.elementHandle();
  const reached = await page.evaluate(([el, x, y]) => {
    const hit = document.elementFromPoint(x as number, y as number);
    return !!hit && ((el as Element).contains(hit) || hit.contains(el as Element));
  }, [handle, box!.x + box!.width / 2, box!.y + box!.height / 2] as const);
  expect(reached, 'a tap at its centre reaches it').toBe(true);
}

/** Chromium with WebGL from SwiftShader (no GPU, no internet, no tiles), which MapLibre's maps need: `test.use({ launchOptions: WEBGL_LAUNCH })`. */
export const WEBGL_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
  ],
};

/** The whole page at 1366 px (`<file>-1366.png`), then at 390 px, a phone (`<file>-390.png`), waiting for `ready` at each width. */
export async function screenshotsAtTwoWidths(page: Page, file: string, ready: () => Promise<void>): Promise<void> {
  await ready();
  await page.screenshot({ path: `${file}-1366.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 390, height: 844 });
  await ready();
  await page.screenshot({ path: `${file}-390.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 1366, height: 900 });
}

/**
 * A screenshot taker for test-results/<folder>: `shot(target, name)` saves the page or one element of it as <name>.png
 * there (animations stopped).
 */
export function screenshotsIn(folder: string) {
  const out = path.resolve(import.meta.dirname, '..', 'test-results', folder);
  return async (target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> => {
    mkdirSync(out, { recursive: true });
    await target.screenshot({ path: path.join(out, `${name}.png`), animations: 'disabled', ...options });
  };
}

/** On the irrigation page: calculates until the advice is there (the weather job may not have stored the farm's weather yet). */
export async function waitForAdvice(page: Page): Promise<void> {
  for (let i = 0; i < 15; i += 1) {
    if (await page.getByTestId('irrigation-advice').isVisible()) return;
    if (await page.getByTestId('irrigation-calculate').isEnabled()) await page.getByTestId('irrigation-calculate').click();
    await page.waitForTimeout(2_000);
  }
  await expect(page.getByTestId('irrigation-advice')).toBeVisible();
}

/** The number in a text in either digits: "١٢٫٣٤ فدان" or "12.34 feddan" → 12.34. */
export function numberIn(text: string): number {
  const western = text
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/٫/g, '.')
    .replace(/[٬,]/g, '');
  return Number(/[\d.]+/.exec(western)![0]);
}
