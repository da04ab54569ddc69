// Benchmark of the signed-in app shell in Chromium (issue #10, "the common path is fast"): the compressed
// JavaScript a signed-in user downloads before the opened page's own chunk, against the 150 KB target,
// and the landing page's JavaScript for comparison. Builds nothing: run `npm run build` first.
// Starts the API on a fresh embedded database (or uses BENCH_URL), signs in through the login form as
// the e2e tests do, then opens each page cold (cache disabled, session cookie kept).
import { chromium } from 'playwright-core';
import { startBenchServer } from './bench-server.mjs';

const TARGET_KB = 150;
const PASSWORD = 'rayyan-demo-2026';
// The page opened, the demo user who may open it, and the file name of the page's own chunk.
const PAGES = [
  { path: '/farms', user: 'palm.manager', chunk: /\/regions\.page-[^/]*\.js$/ },
  { path: '/', user: 'palm.manager', chunk: /\/map-view\.page-[^/]*\.js$/ },
  { path: '/crop-fields', user: 'pivot.manager', chunk: /\/crop-fields\.page-[^/]*\.js$/ },
];

const { base, stop: stopServer } = await startBenchServer(3192);

/**
 * Loads `url` cold in `page` and lists its scripts in request order: bytes as transferred (the server
 * sends the build's .br/.gz twins), the encoding, and whether the page's JavaScript requested it
 * (dynamic import, or the preload of one) rather than the HTML.
 */
async function scriptsOf(page, url, waitFor) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!requests.has(event.requestId)) requests.set(event.requestId, { url: event.request.url, order: requests.size, byScript: event.initiator.type === 'script' });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    const headers = event.response.headers;
    if (request) Object.assign(request, { type: event.type, headerBytes: event.response.encodedDataLength, encoding: headers['content-encoding'] ?? headers['Content-Encoding'] ?? 'none' });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    // On the wire: the response's headers, then its body (the compressed script).
    request.wireBytes = event.encodedDataLength;
    request.bytes = event.encodedDataLength - (request.headerBytes ?? 0);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (waitFor) await waitFor(page);
  await page.waitForTimeout(300);
  await cdp.detach();
  return [...requests.values()].filter((r) => r.type === 'Script' && r.bytes !== undefined).sort((a, b) => a.order - b.order);
}

const kb = (bytes) => +(bytes / 1024).toFixed(1);
const sum = (list, key = 'bytes') => list.reduce((total, r) => total + r[key], 0);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const results = [];
let landingKB;
let landingWireKB;
try {
  // The landing page as a visitor sees it (prerendered, its own light entry), for comparison.
  {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const landing = await scriptsOf(await context.newPage(), `${base}/`);
    landingKB = kb(sum(landing));
    landingWireKB = kb(sum(landing, 'wireBytes'));
    await context.close();
  }
  const contexts = new Map();
  for (const target of PAGES) {
    let context = contexts.get(target.user);
    if (!context) {
      context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const login = await context.newPage();
      await login.goto(`${base}/auth/login`);
      await login.getByTestId('login-username').fill(target.user);
      await login.getByTestId('login-password').fill(PASSWORD);
      await login.getByTestId('login-submit').click();
      await login.getByTestId('nav-logout').waitFor();
      await login.close();
      contexts.set(target.user, context);
    }
    const page = await context.newPage();
    const scripts = await scriptsOf(page, `${base}${target.path}`, (p) => p.getByTestId('nav-logout').waitFor());
    const own = scripts.findIndex((r) => target.chunk.test(new URL(r.url).pathname));
    if (own < 0) throw new Error(`${target.path}: the page's chunk was not loaded (${scripts.map((r) => r.url).join(', ')})`);
    // The shell: every script requested before the router asked for the page (its first script-initiated
    // request, which is the page's chunk or a chunk it preloads with it).
    const firstLazy = scripts.findIndex((r) => r.byScript);
    const shell = scripts.slice(0, firstLazy < 0 ? own : Math.min(firstLazy, own));
    const rest = scripts.slice(shell.length);
    results.push({
      page: target.path,
      user: target.user,
      shellKB: kb(sum(shell)),
      shellFiles: shell.length,
      shellWireKB: kb(sum(shell, 'wireBytes')),
      targetKB: TARGET_KB,
      'shell/target': +(sum(shell) / 1024 / TARGET_KB).toFixed(2),
      withPageKB: kb(sum(rest)),
      landingKB,
      landingWireKB,
      'shell/landing': +(sum(shell) / 1024 / landingKB).toFixed(2),
      encoding: [...new Set(shell.map((r) => r.encoding))].join(','),
    });
    await page.close();
  }
  for (const context of contexts.values()) await context.close();
} finally {
  await browser.close();
  stopServer();
}
console.table(results);
console.log(
  `shellKB: compressed JavaScript (bodies as transferred, brotli or gzip) before the page's own chunk, target under ${TARGET_KB} KB; ` +
    'shellWireKB: the same with the responses\' HTTP headers; withPageKB: what the page then loads (its chunks, its message namespaces, ' +
    "zod and the shell's schemas); landingKB: all JavaScript of the visitors' landing page (bodies).",
);
if (results.some((r) => r.shellKB >= TARGET_KB)) {
  console.error(`over budget: the signed-in shell downloads ${TARGET_KB} KB or more of JavaScript before the page`);
  process.exit(1);
}
