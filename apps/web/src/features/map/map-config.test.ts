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
  it('with no tiles configured requests nothing: a plain background only', () => {
    const tiles = tileConfigFromEnv({});
    expect(tiles).toEqual({ street: null, satellite: null });
    const style = baseStyle('street', tiles);
    expect(style.sources).toEqual({});
    expect(style.layers.map((l) => l.id)).toEqual(['background']);
  });

  it('shows only the chosen layer of the configured tiles', () => {
    const style = baseStyle('satellite', tileConfigFromEnv({ VITE_TILES_STREET: 'https://s/{z}/{x}/{y}.png', VITE_TILES_SATELLITE: 'https://a/{z}/{x}/{y}.jpg' }));
    expect(Object.keys(style.sources)).toEqual(['tiles-street', 'tiles-satellite']);
    const visible = style.layers.filter((l) => l.type === 'raster' && l.layout.visibility === 'visible').map((l) => l.id);
    expect(visible).toEqual(['tiles-satellite']);
  });
});
