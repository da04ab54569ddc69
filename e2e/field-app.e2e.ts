import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { DEMO_PASSWORD, dismissOrgMessage, setLanguage, signIn } from './support';

// The field app (issue #12, "Scan to record in the field"): a technician on a 390 px phone, offline, records three
// palms by typed code and two by their QR labels (the camera is fed the label the server draws, and the app's
// WebAssembly decoder reads its pixels), comes back online and the outbox sends them; the engineer approves them in
// /review and only then do the palms change; a record sent again with its idempotency key is applied once.

test.beforeEach(({ page }) => dismissOrgMessage(page));

const shots = path.resolve(import.meta.dirname, '..', 'test-results', 'field-app');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true, animations: 'disabled' });

/**
 * The phone's camera, for the test: getUserMedia answers a canvas's stream showing the image in `window.__label`
 * (a label drawn on white, as held in front of the lens), or refuses as a user who said no when `__camera` is 'denied'.
 */
const fakeCamera = () => {
  const w = window as unknown as { __label?: string; __camera?: string };
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const image = new Image();
  let shown = '';
  const draw = () => {
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#f4f1ea';
    context.fillRect(0, 0, 640, 480);
    if (w.__label && shown !== w.__label) {
      shown = w.__label;
      image.src = w.__label;
    }
    if (w.__label && image.complete && image.naturalWidth) {
      context.fillStyle = '#fff';
      context.fillRect(160, 80, 320, 320);
      context.drawImage(image, 180, 100, 280, 280);
    }
    requestAnimationFrame(draw);
  };
  draw();
  const devices = navigator.mediaDevices ?? ({} as MediaDevices);
  Object.defineProperty(navigator, 'mediaDevices', { value: devices, configurable: true });
  devices.getUserMedia = async () => {
    if (w.__camera === 'denied') throw new DOMException('Permission denied', 'NotAllowedError');
    return canvas.captureStream(15);
  };
};

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const answer = await request.post('/api/token/', { data: { username, password: DEMO_PASSWORD, client: 'web' } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).access as string;
}

interface Palm {
  id: string;
  code: string;
  health_state: string;
  spot_state: string;
  drips_working: number;
}

async function palm(request: APIRequestContext, token: string, code: string): Promise<Palm> {
  const answer = await request.get(`/api/trees/?search=${code}`, { headers: { authorization: `Bearer ${token}` } });
  const found = ((await answer.json()).results as Palm[]).find((t) => t.code === code);
  expect(found, code).toBeTruthy();
  return found!;
}

/** The label's QR code as the server draws it (GET /api/trees/{id}/qr/), as a data URL for the fake camera. */
async function labelOf(request: APIRequestContext, token: string, treeId: string): Promise<string> {
  const answer = await request.get(`/api/trees/${treeId}/qr/`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.headers()['content-type']).toContain('image/svg+xml');
  return `data:image/svg+xml;base64,${(await answer.body()).toString('base64')}`;
}

async function recordsOf(request: APIRequestContext, token: string, treeId: string) {
  const answer = await request.get(`/api/tree-records/?tree_id=${treeId}`, { headers: { authorization: `Bearer ${token}` } });
  return (await answer.json()).results as { id: string; state: string }[];
}

const ar = {
  offline: 'غير متصل',
  online: 'متصل',
  saved: 'حُفظ على هذا الهاتف: يُرسل للمراجعة عندما تكون متصلًا.',
  waiting5: '5 سجلات بانتظار المزامنة',
  sent5: 'أُرسلت 5 سجلات للمراجعة.',
  infected: 'مصابة',
  stone: 'أرض صخرية',
  injection: 'حقن',
  spot: 'الموقع',
  treatment: 'المعالجة',
  drips: 'النقاطات',
};

const TYPED = ['AHSA-01-A-R025-C001', 'AHSA-01-A-R025-C002', 'AHSA-01-A-R025-C003'];
const SCANNED = ['AHSA-01-A-R026-C001', 'AHSA-01-A-R026-C002'];

test('offline at 390 px, a technician records three palms by code and two by their labels (ar); the engineer approves them and only then do they change', async ({ page, baseURL, request }) => {
  test.setTimeout(180_000);
  const manager = await tokenOf(request, 'palm.manager');
  const before = Object.fromEntries(await Promise.all([...TYPED, ...SCANNED].map(async (code) => [code, await palm(request, manager, code)] as const)));
  const labels = await Promise.all(SCANNED.map((code) => labelOf(request, manager, before[code]!.id)));

  await page.addInitScript(fakeCamera);
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 25.4031, longitude: 49.6032 });
  await setLanguage(page, baseURL!, 'ar');
  await signIn(page, 'palm.viewer');
  // From the menu, behind the burger on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('burger').click();
  await page.getByTestId('nav-field_records').click();
  await expect(page).toHaveURL(/\/field$/);
  // The registry of the technician's fields is on the phone before the connection goes.
  await expect.poll(async () => Number(await page.getByTestId('field-registry').getAttribute('data-trees'))).toBeGreaterThan(1000);
  await page.evaluate(() => navigator.serviceWorker?.ready);

  await page.context().setOffline(true);
  await expect(page.getByTestId('field-online')).toHaveText(ar.offline);

  const find = async (code: string) => {
    await page.getByTestId('field-code').fill(code.toLowerCase());
    await page.getByTestId('field-find').click();
    await expect(page.getByTestId('field-tree')).toHaveAttribute('data-tree', code);
  };
  const save = async () => {
    await page.getByTestId('field-record-save').click();
    await expect(page.getByText(ar.saved)).toBeVisible();
    await expect(page.getByTestId('field-tree')).toHaveCount(0);
  };
  const pick = async (testId: string, option: string) => {
    await page.getByTestId(testId).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  const kind = (name: string) => page.getByTestId('tree-record-kind').getByText(name, { exact: true }).click();

  // Three by typed code: a health state with a note, a spot state, the drips.
  await find(TYPED[0]!);
  await pick('tree-record-health_state', ar.infected);
  await page.getByTestId('tree-record-note').fill('سوسة النخيل عند الجذع');
  await shot(page, 'record-ar-390');
  await save();
  await find(TYPED[1]!);
  await kind(ar.spot);
  await pick('tree-record-spot_state', ar.stone);
  await save();
  await find(TYPED[2]!);
  await kind(ar.drips);
  await page.getByTestId('tree-record-drips_working').fill('0');
  await page.getByTestId('tree-record-drips_broken').fill('1');
  await page.getByTestId('tree-record-drips_blocked').fill('1');
  await save();

  // Two by their labels, read by the camera.
  for (const [i, code] of SCANNED.entries()) {
    await page.evaluate((label) => ((window as unknown as { __label: string }).__label = label), labels[i]!);
    await page.getByTestId('field-scan').click();
    await expect(page.getByTestId('field-tree')).toHaveAttribute('data-tree', code, { timeout: 20_000 });
    if (i === 0) await pick('tree-record-health_state', ar.infected);
    else {
      await kind(ar.treatment);
      await pick('tree-record-treatment', ar.injection);
    }
    await save();
  }

  await expect(page.getByTestId('field-outbox-count')).toHaveAttribute('data-count', '5');
  await expect(page.getByTestId('field-outbox')).toContainText(ar.waiting5);
  await shot(page, 'outbox-ar-390');
  // Nothing reached the server yet.
  for (const code of [...TYPED, ...SCANNED]) expect(await recordsOf(request, manager, before[code]!.id)).toEqual([]);
  // The records as the phone keeps them (their idempotency keys), to send one again later.
  const kept = await page.evaluate(
    () =>
      new Promise<{ key: string; body: Record<string, unknown> }[]>((resolve) => {
        const open = indexedDB.open('rayyan-field');
        open.onsuccess = () => {
          const all = open.result.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => resolve(all.result);
        };
      }),
  );
  expect(kept).toHaveLength(5);
  expect(kept.every((entry) => entry.body.lat === 25.4031 && entry.body.lng === 49.6032 && typeof entry.body.recorded_at === 'string')).toBe(true);

  // Back online: the outbox sends everything by itself.
  await page.context().setOffline(false);
  await expect(page.getByTestId('field-online')).toHaveText(ar.online);
  await expect(page.getByText(ar.sent5)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('field-outbox-count')).toHaveAttribute('data-count', '0');
  await page.setViewportSize({ width: 1366, height: 900 });
  await shot(page, 'outbox-ar-1366');

  // Sent, waiting for review: the palms are as they were.
  for (const code of [...TYPED, ...SCANNED]) {
    const records = await recordsOf(request, manager, before[code]!.id);
    expect(records.map((r) => r.state), code).toEqual(['pending']);
    expect(await palm(request, manager, code)).toEqual(before[code]);
  }

  // The engineer approves the five in /review (English).
  await page.getByTestId('nav-logout').click();
  await setLanguage(page, baseURL!, 'en');
  await signIn(page, 'palm.engineer');
  await page.goto('/review?state=pending');
  for (const code of [...TYPED, ...SCANNED]) {
    await page.getByTestId(`tree-records-approve-${code}`).click();
    await expect(page.getByTestId(`tree-records-approve-${code}`)).toHaveCount(0);
  }

  const after = Object.fromEntries(await Promise.all([...TYPED, ...SCANNED].map(async (code) => [code, await palm(request, manager, code)] as const)));
  expect(after[TYPED[0]!]!.health_state).toBe('infected');
  expect(after[TYPED[1]!]!.spot_state).toBe('stone_soil');
  expect(after[TYPED[2]!]!).toMatchObject({ drips_working: 0 });
  expect(after[SCANNED[0]!]!.health_state).toBe('infected');
  // An injection moves an infected palm to "recently treated"; a healthy one stays healthy.
  const treated = before[SCANNED[1]!]!;
  expect(after[SCANNED[1]!]!).toMatchObject({ health_state: treated.health_state === 'infected' ? 'treated_or_healing' : treated.health_state, spot_state: treated.spot_state });
  expect((await recordsOf(request, manager, treated.id)).map((r) => r.state)).toEqual(['approved']);

  // A record sent again (the phone lost the answer): the server has it once, approved, and the palm is unchanged.
  const replay = kept.find((entry) => entry.body.tree_id === before[TYPED[0]!]!.id)!;
  const technician = await tokenOf(request, 'palm.viewer');
  const again = await request.post('/api/tree-records/', { data: replay.body, headers: { authorization: `Bearer ${technician}` } });
  expect(again.ok(), await again.text()).toBe(true);
  expect((await again.json()).state).toBe('approved');
  expect((await recordsOf(request, manager, before[TYPED[0]!]!.id)).map((r) => r.state)).toEqual(['approved']);
  expect(await palm(request, manager, TYPED[0]!)).toEqual(after[TYPED[0]!]);
});

test('the scan screen says why it cannot read a label: a denied camera, a forged label online and offline (en); screenshots at 390 and 1366 px', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  // A label whose link carries a made-up token (the server signs none like it).
  const forged = await QRCode.toDataURL(`${baseURL}/trees/q/${'A'.repeat(29)}Q`, { margin: 2, width: 280 });
  await page.addInitScript(fakeCamera);
  await setLanguage(page, baseURL!, 'en');
  await signIn(page, 'palm.viewer');
  // The trees list first (its page is then loaded), then the field app, through the menu.
  await page.getByTestId('nav-trees').click();
  await expect(page).toHaveURL(/\/trees$/);
  await page.getByTestId('nav-field_records').click();
  await expect.poll(async () => Number(await page.getByTestId('field-registry').getAttribute('data-trees'))).toBeGreaterThan(1000);

  await page.evaluate(() => ((window as unknown as { __camera: string }).__camera = 'denied'));
  await page.getByTestId('field-scan').click();
  await expect(page.getByTestId('field-lookup-error')).toHaveText("The camera is not allowed. Allow it in the browser's settings, or type the tree's code.");

  await page.evaluate((label) => Object.assign(window, { __camera: 'on', __label: label }), forged);
  await page.getByTestId('field-scan').click();
  await expect(page.getByTestId('field-lookup-error')).toHaveText('This is not a Rayyan tree label, or it has been altered.', { timeout: 20_000 });

  await page.context().setOffline(true);
  await expect(page.getByTestId('field-online')).toHaveText('Offline');
  await page.getByTestId('field-scan').click();
  await expect(page.getByTestId('field-lookup-error')).toHaveText(/not one of the trees on this phone: it may be forged/, { timeout: 20_000 });
  await page.getByTestId('field-code').fill('AHSA-01-A-R999-C999');
  await page.getByTestId('field-find').click();
  await expect(page.getByTestId('field-lookup-error')).toHaveText('No tree with this code on this phone. Check the code, or update the trees while online.');

  // One record waiting, seen on a desktop and on a phone.
  await page.getByTestId('field-code').fill('AHSA-01-A-R030-C004');
  await page.getByTestId('field-find').click();
  await page.getByTestId('tree-record-health_state').click();
  await page.getByRole('option', { name: 'Infected', exact: true }).click();
  await page.setViewportSize({ width: 1366, height: 900 });
  await shot(page, 'record-en-1366');
  await page.getByTestId('field-record-save').click();
  await expect(page.getByTestId('field-outbox-count')).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('field-outbox')).toContainText('1 record waiting to sync');
  await shot(page, 'outbox-en-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'outbox-en-390');
  await page.getByTestId('field-code').fill('AHSA-01-A-R030-C005');
  await page.getByTestId('field-find').click();
  await shot(page, 'record-en-390');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByTestId('field-record-form').getByRole('button', { name: 'Another tree' }).click();

  // On another page of the app when the connection returns: it is sent all the same.
  await page.getByTestId('nav-trees').click();
  await expect(page).toHaveURL(/\/trees$/);
  await page.context().setOffline(false);
  await expect(page.getByText('1 record sent for review.')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('nav-field_records').click();
  await expect(page.getByTestId('field-outbox-count')).toHaveAttribute('data-count', '0');
});
