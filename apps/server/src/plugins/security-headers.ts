import type { FastifyInstance } from 'fastify';
import { DEFAULT_MAP_TILES, MAP_LAYERS, type MapLayer } from '@rayyan/contracts';

/** HSTS for a year, subdomains included, once a response came over HTTPS. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** Where the embedded learning-zone videos play from (contracts' videoEmbedUrl), only after the reader asks. */
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * The origin of a tile URL template (`https://tiles.example/{z}/{x}/{y}.png` → `https://tiles.example`),
 * or null when it is not an absolute http(s) URL (a same-origin path needs nothing more).
 */
export function tileOrigin(template: string | undefined): string | null {
  if (!template?.trim()) return null;
  try {
    const url = new URL(template.trim().replaceAll('{', '%7B').replaceAll('}', '%7D'));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The map tile origins of the web build (`VITE_TILES_STREET`, `VITE_TILES_SATELLITE`, set for the server too): unset, the
 * default public layers' (DEFAULT_MAP_TILES); `none`, none.
 */
export function tileOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const template = (name: MapLayer) => {
    const value = env[`VITE_TILES_${name.toUpperCase()}`]?.trim();
    return !value ? DEFAULT_MAP_TILES[name].url : value.toLowerCase() === 'none' ? undefined : value;
  };
  return [...new Set(MAP_LAYERS.map(template).map(tileOrigin).filter((o): o is string => o !== null))];
}

/**
 * The Content-Security-Policy of every response. Scripts only from this origin and never inline (an
 * injected `<script>` or `onclick` does not run), WebAssembly too (`'wasm-unsafe-eval'` lets a script of ours compile a
 * .wasm file it fetched from here; it allows no `eval` of text); the service worker from this origin; the map's worker from this origin or a blob; fonts are
 * self-hosted; images and tile requests from this origin, data: and blob: URLs (previews, the map's
 * decoded tiles) and the configured tile servers; styles allow inline (Mantine and MapLibre set style
 * attributes and their CSS variables at run time). No page may frame the app.
 */
export function contentSecurityPolicy(tileOrigins: readonly string[] = []): string {
  const tiles = tileOrigins.join(' ');
  const directives = [
    "default-src 'self'",
    // WebAssembly compiled from this origin's files only (the field app's QR decoder); no eval of scripts.
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${tiles}`,
    "font-src 'self' data:",
    `connect-src 'self' ${tiles}`,
    "worker-src 'self' blob:",
    "media-src 'self' blob:",
    `frame-src ${VIDEO_PLAYERS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.map((d) => d.trim()).join('; ');
}

/**
 * Security headers on every answer (API, web app, prerendered public pages, static files, errors):
 * the CSP above, no MIME sniffing, the referrer cut to the origin for other sites, and HSTS when the
 * request came over HTTPS (TLS here, or a trusted proxy's X-Forwarded-Proto; see TRUST_PROXY).
 */
export function registerSecurityHeaders(app: FastifyInstance, { tileOrigins = [] }: { tileOrigins?: readonly string[] } = {}): void {
  const csp = contentSecurityPolicy(tileOrigins);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return payload;
  });
}
