// Benchmark of the landing page in Chromium (issue #6): JavaScript and total bytes transferred and
// the largest contentful paint, in English and Arabic. Builds nothing: run `npm run build` first.
// Starts the API on a fresh embedded database (or uses BENCH_URL), then loads "/" cold in each language.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startBenchServer } from './bench-server.mjs';

const { base, stop: stopServer } = await startBenchServer(3190);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const results = [];
try {
  for (const lang of ['en', 'ar']) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const types = new Map();
    const bytes = { js: 0, css: 0, font: 0, html: 0, image: 0, other: 0 };
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => {
      const type = types.get(event.requestId);
      const key = type === 'Script' ? 'js' : type === 'Stylesheet' ? 'css' : type === 'Font' ? 'font' : type === 'Document' ? 'html' : type === 'Image' ? 'image' : 'other';
      bytes[key] += event.encodedDataLength;
    });
    // The gzip -9 size of the same scripts, for comparison with what was transferred (brotli).
    let jsGzip = 0;
    const pending = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(response.body().then((body) => (jsGzip += gzipSync(body, { level: 9 }).length), () => undefined));
    });
    await page.addInitScript(() => {
      window.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${base}/${lang === 'ar' ? '?lang=ar' : ''}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    await Promise.all(pending);
    const lcpMs = await page.evaluate(() => window.__lcp);
    const mapOrChartCode = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((r) => /maplibre|terra-draw|chart|exceljs|geotiff/i.test(r.name)).map((r) => r.name),
    );
    const total = Object.values(bytes).reduce((a, b) => a + b, 0);
    results.push({ lang, jsKB: +(bytes.js / 1024).toFixed(1), jsGzipKB: +(jsGzip / 1024).toFixed(1), cssKB: +(bytes.css / 1024).toFixed(1), fontKB: +(bytes.font / 1024).toFixed(1), totalKB: +(total / 1024).toFixed(1), lcpMs: Math.round(lcpMs), mapOrChartCode });
    await context.close();
  }
} finally {
  await browser.close();
  stopServer();
}
console.table(results);
console.log('Bytes are as transferred: the server compresses HTML/JSON (brotli or gzip) and sends the precompressed .br/.gz twins of the build\'s assets.');
const overBudget = results.filter((r) => r.jsGzipKB > 150 || r.mapOrChartCode.length > 0);
if (overBudget.length) {
  console.error('over budget: more than 150 KB of gzipped JavaScript, or map/chart/spreadsheet code on the landing page');
  process.exit(1);
}
