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
