import { describe, expect, it } from 'vitest';
import { MemoryCookieJar } from '../../test/fakes';
import { baseStyle, mapLayerFromCookie, persistMapLayer, tileConfigFromEnv } from './map-config';

describe('map layer cookie (spec 4, 9)', () => {
  it('defaults to street and remembers the choice in the mapLayer cookie', () => {
    const cookies = new MemoryCookieJar();
    expect(mapLayerFromCookie(cookies)).toBe('street');
    persistMapLayer('satellite', cookies);
    expect(cookies.get('mapLayer')).toBe('satellite');
    expect(mapLayerFromCookie(cookies)).toBe('satellite');
  });

  it('ignores unknown cookie values', () => {
    const cookies = new MemoryCookieJar();
    cookies.set('mapLayer', 'terrain', { days: 1 });
    expect(mapLayerFromCookie(cookies)).toBe('street');
  });
});

describe('map style', () => {
  it('uses well-known public base maps with their credits unless told otherwise', () => {
    const tiles = tileConfigFromEnv({});
    expect(tiles.street).toMatchObject({ url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' });
    expect(tiles.satellite?.attribution).toMatch(/EOX.*Copernicus Sentinel/);
    const style = baseStyle('street', tiles);
    expect(style.sources['tiles-street']).toMatchObject({ attribution: '© OpenStreetMap contributors', maxzoom: 19 });
    expect(style.sources['tiles-satellite']).toMatchObject({ maxzoom: 15 });
  });

  it('completes a path on this server into a whole address for the map', () => {
    expect(tileConfigFromEnv({ VITE_TILES_STREET: '/tiles/{z}/{x}/{y}.png' }).street?.url).toBe(`${window.location.origin}/tiles/{z}/{x}/{y}.png`);
  });

  it('with the tiles set to none requests nothing: a plain background only', () => {
    const tiles = tileConfigFromEnv({ VITE_TILES_STREET: 'none', VITE_TILES_SATELLITE: ' None ' });
    expect(tiles).toEqual({ street: null, satellite: null });
    const style = baseStyle('street', tiles);
    expect(style.sources).toEqual({});
    expect(style.layers.map((l) => l.id)).toEqual(['background']);
  });

  it('shows only the chosen layer of the configured tiles', () => {
    const tiles = tileConfigFromEnv({ VITE_TILES_STREET: 'https://s/{z}/{x}/{y}.png', VITE_TILES_SATELLITE: 'https://a/{z}/{x}/{y}.jpg', VITE_TILES_SATELLITE_ATTRIBUTION: 'Our drone survey' });
    expect(tiles.satellite).toEqual({ url: 'https://a/{z}/{x}/{y}.jpg', attribution: 'Our drone survey', maxzoom: 19 });
    const style = baseStyle('satellite', tiles);
    expect(Object.keys(style.sources)).toEqual(['tiles-street', 'tiles-satellite']);
    const visible = style.layers.filter((l) => l.type === 'raster' && l.layout.visibility === 'visible').map((l) => l.id);
    expect(visible).toEqual(['tiles-satellite']);
  });
});
