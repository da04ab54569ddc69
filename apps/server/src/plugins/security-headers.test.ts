import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tileOrigin, tileOriginsFromEnv } from './security-headers';

describe('tile origins of the Content-Security-Policy', () => {
  it('takes the origin of a tile URL template', () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileOrigin(' https://tiles.example:8443/sat/{z}/{y}/{x}.jpg?key=abc ')).toBe('https://tiles.example:8443');
  });

  it('adds nothing for a same-origin path, an empty value or something that is not an http(s) URL', () => {
    for (const value of [undefined, '', '   ', '/tiles/{z}/{x}/{y}.png', 'javascript:alert(1)', 'not a url']) expect(tileOrigin(value)).toBeNull();
  });

  it('reads both layers from the environment, each origin once', () => {
    const env = { VITE_TILES_STREET: 'https://a.example/{z}/{x}/{y}.png', VITE_TILES_SATELLITE: 'https://a.example/sat/{z}/{x}/{y}.png' };
    expect(tileOriginsFromEnv(env)).toEqual(['https://a.example']);
    expect(tileOriginsFromEnv({ VITE_TILES_STREET: 'none', VITE_TILES_SATELLITE: 'NONE' })).toEqual([]);
    // Unset: the default public base maps' origins.
    expect(tileOriginsFromEnv({})).toEqual(['https://tile.openstreetmap.org', 'https://tiles.maps.eox.at']);
  });
});

describe('the web entry pages', () => {
  // `script-src 'self'` refuses inline scripts: the built pages must load every script from a file.
  it.each(['index.html', 'site.html'])('%s has no inline script', (page) => {
    const html = readFileSync(fileURLToPath(new URL(`../../../web/${page}`, import.meta.url)), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [tag, attributes, body] of scripts) {
      expect(attributes, tag).toMatch(/\bsrc=/);
      expect(body!.trim(), tag).toBe('');
      expect(attributes, tag).not.toMatch(/\bon[a-z]+=/i);
    }
  });
});
