import { expect, test, type Page } from '@playwright/test';
import type { Polygon } from 'geojson';
import { ellipsoidalAreaM2 } from '@rayyan/agronomy';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PNG_BYTES, rect, shapefileZip } from '../apps/server/src/modules/geography/geo-import/test-fixtures';
import { DEMO_PASSWORD, dismissOrgMessage, numberIn, signIn, WEBGL_LAUNCH } from './support';

test.use({
  viewport: { width: 1440, height: 960 },
  launchOptions: WEBGL_LAUNCH, // MapLibre's maps need WebGL
});
test.describe.configure({ mode: 'serial' });

test.beforeEach(({ page }) => dismissOrgMessage(page));

const FEDDAN_M2 = 4200.83;
const EN_ERRORS = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '..', 'packages/i18n/locales/en/errors.json'), 'utf8')) as Record<string, string>;
const FILES_DIR = path.resolve(import.meta.dirname, '..', 'test-results', 'geography-import-files');
const RUN = String(Date.now() % 1_000_000);
const KML_FARM = { code: `KML-${RUN}`, name: `KML import farm ${RUN}`, border: rect(49.5, 25.3, 49.51, 25.305) };
const SHP_FARM = { code: `SHP-${RUN}`, name: `Shapefile import farm ${RUN}`, border: rect(49.52, 25.3, 49.526, 25.306) };

function feddanOf(border: Polygon): number {
  return ellipsoidalAreaM2(border) / FEDDAN_M2;
}

function writeFixture(name: string, content: string | Uint8Array): string {
  mkdirSync(FILES_DIR, { recursive: true });
  const file = path.join(FILES_DIR, name);
  writeFileSync(file, content);
  return file;
}

function kmlOf(name: string, border: Polygon): string {
  const coordinates = border.coordinates[0]!.map(([lon, lat]) => `${lon},${lat},0`).join(' ');
  return `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>${name}</name>
<Polygon><outerBoundaryIs><LinearRing><coordinates>${coordinates}</coordinates></LinearRing></outerBoundaryIs></Polygon>
</Placemark></Document></kml>`;
}

async function apiHeaders(page: Page, baseURL: string): Promise<{ Authorization: string }> {
  const response = await page.request.post(`${baseURL}/api/token/`, { data: { username: 'palm.manager', password: DEMO_PASSWORD } });
  return { Authorization: `Bearer ${((await response.json()) as { access: string }).access}` };
}

async function farmCount(page: Page, baseURL: string): Promise<number> {
  const response = await page.request.get(`${baseURL}/api/farms/`, { headers: await apiHeaders(page, baseURL) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { count: number }).count;
}

/** Signs in, opens the farm wizard on /fields and chooses `file` in the border step's upload input. */
async function openWizardWithFile(page: Page, file: string): Promise<void> {
  await signIn(page, 'palm.manager');
  await page.goto('/fields');
  await page.getByTestId('farms-create').click();
  await expect(page.locator('[data-testid="farm-border-map"][data-loaded="true"]')).toBeVisible({ timeout: 20_000 });
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('farm-border-file').click();
  await (await chooser).setFiles(file);
}

async function importFarm(page: Page, baseURL: string, file: string, farm: { code: string; name: string; border: Polygon }): Promise<void> {
  const expected = feddanOf(farm.border);
  await openWizardWithFile(page, file);
  const preview = page.getByTestId('farm-border-preview-0');
  await expect(preview).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('farm-border-preview-1')).toHaveCount(0);
  // Its area line: "12,345 m² · 2.94 feddan · 1.23 ha".
  const previewM2 = numberIn((await preview.locator('p').nth(1).textContent())!.split('·')[0]!);
  await page.getByTestId('farm-border-use-0').click();
  await page.getByTestId('farm-form-next').click();
  await page.getByTestId('farm-form-code').fill(farm.code);
  await page.getByTestId('farm-form-name').fill(farm.name);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/farms/') && r.request().method() === 'POST');
  await page.getByTestId('farm-form-submit').click();
  const response = await created;
  expect(response.status(), await response.text()).toBe(201);
  await expect(page.getByTestId('farm-drawer')).toBeHidden();

  const list = await page.request.get(`${baseURL}/api/farms/?search=${farm.code}`, { headers: await apiHeaders(page, baseURL) });
  const stored = ((await list.json()) as { results: { id: string; name: string; area_m2: number; area_feddan: number }[] }).results;
  expect(stored).toHaveLength(1);
  // The preview showed the area the farm is stored with, to the square metre.
  expect(Math.abs(previewM2 - stored[0]!.area_m2), `preview ${previewM2} m², stored ${stored[0]!.area_m2} m²`).toBeLessThanOrEqual(0.5);
  const id = stored[0]!.id;

  await page.getByTestId('farms-search').fill(farm.code);
  const cell = page.getByTestId(`farms-area-${id}`);
  await expect(cell).toBeVisible();
  await expect(cell).toContainText('feddan');
  const shown = numberIn((await cell.textContent())!);
  expect(Math.abs(shown - expected) / expected, `list shows ${shown} feddan, border is ${expected.toFixed(4)}`).toBeLessThanOrEqual(0.005);
  await expect(cell).toHaveText(/^[\d,]+\.\d\d feddan$/);
  await expect(page.getByTestId(`farms-row-${id}`)).toContainText(farm.name);
}

test('a KML border file becomes a farm whose area in feddan is listed', async ({ page, baseURL }) => {
  const file = writeFixture(`farm-${RUN}.kml`, kmlOf(KML_FARM.name, KML_FARM.border));
  await importFarm(page, baseURL!, file, KML_FARM);
});

test('a zipped Shapefile border becomes a farm whose area in feddan is listed', async ({ page, baseURL }) => {
  const zip = shapefileZip([{ name: SHP_FARM.name, rings: SHP_FARM.border.coordinates }], undefined);
  const file = writeFixture(`farm-${RUN}.zip`, zip);
  await importFarm(page, baseURL!, file, SHP_FARM);
});

test('a PNG renamed .kml is refused with the localized message and adds no farm', async ({ page, baseURL }) => {
  const before = await farmCount(page, baseURL!);
  const file = writeFixture(`picture-${RUN}.kml`, PNG_BYTES);
  await openWizardWithFile(page, file);
  const error = page.getByTestId('farm-border-file-error');
  await expect(error).toBeVisible({ timeout: 20_000 });
  await expect(error).toHaveText(EN_ERRORS.unsupported_format!);
  await expect(page.getByTestId('farm-border-preview')).toHaveCount(0);
  await expect(page.getByTestId('farm-border-use-0')).toHaveCount(0);
  // Continuing without a border is still refused: nothing to save.
  await page.getByTestId('farm-form-next').click();
  await expect(page.getByTestId('geo-form-message')).toContainText('You should draw a farm before');
  expect(await farmCount(page, baseURL!)).toBe(before);
});

test('the farms export as KML holds both imported farms', async ({ page }) => {
  await signIn(page, 'palm.manager');
  await page.goto('/fields');
  await expect(page.locator('[data-testid^="farms-row-"]').first()).toBeVisible();
  await page.getByTestId('farms-export').click();
  const download = page.waitForEvent('download');
  await page.getByTestId('farms-export-kml').click();
  const saved = path.join(FILES_DIR, `export-${RUN}.kml`);
  await (await download).saveAs(saved);
  expect((await download).suggestedFilename()).toMatch(/^farms-.*\.kml$/);
  const text = readFileSync(saved, 'utf8');

  // Parse it as XML in the browser (DOMParser reports malformed XML as a <parsererror> document).
  const parsed = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    const placemarks = [...doc.getElementsByTagNameNS('*', 'Placemark')];
    return {
      root: doc.documentElement.localName,
      error: doc.getElementsByTagName('parsererror').length > 0,
      names: placemarks.map((p) => p.getElementsByTagNameNS('*', 'name')[0]?.textContent?.trim() ?? ''),
      polygons: placemarks.filter((p) => p.getElementsByTagNameNS('*', 'Polygon').length > 0).length,
    };
  }, text);
  expect(parsed.error).toBe(false);
  expect(parsed.root).toBe('kml');
  expect(parsed.names).toEqual(expect.arrayContaining([KML_FARM.name, SHP_FARM.name]));
  expect(parsed.polygons).toBeGreaterThanOrEqual(2);
});
