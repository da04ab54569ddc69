// Prerenders the public website to static HTML after `vite build` (issue #6): every page of
// SITE_PAGES in English and Arabic, with title, description, Open Graph, canonical and hreflang
// links, and modulepreload hints for the page's own chunks. The server serves these files for
// matching routes before the app's index.html (apps/server/src/plugins/prerendered-pages.ts).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webRoot, 'dist');
const ssrDir = join(webRoot, 'dist-ssr');
const { SITE_PAGES, renderPage, platformIllustrationSvg } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
const template = readFileSync(join(dist, 'site.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const escapeHtml = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const hrefFor = (path, lang) => (lang === 'ar' ? `${path}?lang=ar` : path);

/** Chunk files a manifest entry needs, depth first, without the entry's own shared imports twice. */
function chunkFiles(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((k) => chunkFiles(k, seen))];
}
const manifestKey = (suffix) => Object.keys(manifest).find((key) => key.endsWith(suffix));
const entryFiles = new Set(chunkFiles(manifestKey('site.html')));

function preloadsFor(page, lang) {
  const modules = [page.module, ...page.namespaces.map((ns) => `locales/${lang}/${ns}.json`)];
  const files = new Set();
  for (const module of modules) for (const file of chunkFiles(manifestKey(module) ?? '')) if (!entryFiles.has(file)) files.add(file);
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
}

// Which source module each page loads, for its modulepreload hints (matches site-pages.ts).
const moduleOf = (path) => {
  if (path === '/') return 'src/public-site/landing.page.tsx';
  if (path.startsWith('/Agri-Tech/blogs/')) return 'src/public-site/pages/agri-tech-blog-article.page.tsx';
  const file = {
    '/about': 'about', '/contact-us': 'contact-us', '/apppolicy': 'app-policy', '/test': 'test', '/Agri-Tech': 'agri-tech',
    '/Agri-Tech/blogs': 'agri-tech-blogs', '/Agri-Tech/packages': 'agri-tech-packages', '/Agri-Tech/faq': 'agri-tech-faq',
    '/learning-zone/alfalfa': 'alfalfa', '/learning-zone/alfalfa/irrigation': 'alfalfa-irrigation', '/learning-zone/alfalfa/service': 'alfalfa-service',
    '/learning-zone/alfalfa/fertilization': 'alfalfa-fertilization', '/learning-zone/alfalfa/insectdiseases': 'alfalfa-insect-diseases',
    '/learning-zone/alfalfa/plantation': 'alfalfa-plantation', '/Agri-Trade': 'agri-trade', '/Agri-Processing': 'agri-processing',
    '/reports/rpw': 'rpw-report',
    '/fs1pivot12report': 'fs1pivot12-report',
  }[path];
  return `src/public-site/pages/${file}.page.tsx`;
};

const outDir = join(dist, 'site');
rmSync(outDir, { recursive: true, force: true });
const written = [];
for (const page of SITE_PAGES) {
  for (const lang of ['en', 'ar']) {
    const { html, title, description } = await renderPage(page, lang);
    const head = [
      `<title>${escapeHtml(title)}</title>`,
      `<meta name="description" content="${escapeHtml(description)}">`,
      `<link rel="canonical" href="${hrefFor(page.path, lang)}">`,
      `<link rel="alternate" hreflang="en" href="${hrefFor(page.path, 'en')}">`,
      `<link rel="alternate" hreflang="ar" href="${hrefFor(page.path, 'ar')}">`,
      `<link rel="alternate" hreflang="x-default" href="${hrefFor(page.path, 'en')}">`,
      `<meta property="og:type" content="${page.path.startsWith('/Agri-Tech/blogs/') ? 'article' : 'website'}">`,
      `<meta property="og:site_name" content="${lang === 'ar' ? 'ريّان' : 'Rayyan'}">`,
      `<meta property="og:title" content="${escapeHtml(title)}">`,
      `<meta property="og:description" content="${escapeHtml(description)}">`,
      `<meta property="og:locale" content="${lang === 'ar' ? 'ar_EG' : 'en_US'}">`,
      `<meta property="og:locale:alternate" content="${lang === 'ar' ? 'en_US' : 'ar_EG'}">`,
      `<meta property="og:image" content="/images/platform-preview.png">`,
      `<meta name="twitter:card" content="summary_large_image">`,
      ...preloadsFor({ ...page, module: moduleOf(page.path) }, lang),
    ].join('\n    ');
    const document = template
      .replace('<html lang="en" dir="ltr">', `<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`)
      .replace('<!--site-head-->', head)
      .replace('<!--site-body-->', html);
    const file = join(outDir, lang, page.path === '/' ? 'index.html' : `${page.path.slice(1)}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, document);
    written.push(file);
  }
}
writeFileSync(join(outDir, 'manifest.json'), JSON.stringify({ pages: SITE_PAGES.map((page) => page.path), languages: ['en', 'ar'] }, null, 2));

// The interface preview of the landing page, a raster image for the image optimizer (srcset).
mkdirSync(join(dist, 'images'), { recursive: true });
await sharp(Buffer.from(platformIllustrationSvg()), { density: 288 }).resize({ width: 2048 }).png().toFile(join(dist, 'images', 'platform-preview.png'));

rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${written.length} public pages into ${outDir}`);
