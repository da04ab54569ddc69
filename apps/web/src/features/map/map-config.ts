import { COOKIE_MAP_LAYER, DEFAULT_MAP_TILES, MAP_DEFAULT_LAYER, MAP_LAYERS, type MapLayer } from '@rayyan/contracts';
import type { CookieJar } from '../../app/session/cookie-jar';

/** The `mapLayer` cookie lasts a year, like the saved preference it mirrors (spec 9). */
const MAP_LAYER_COOKIE_DAYS = 365;

/** One base layer's raster tiles: URL template, the credit its terms ask for, and the deepest zoom it serves. */
export interface TileSource {
  url: string;
  attribution: string;
  maxzoom: number;
}
/** The base layers' tiles, set at build time; null for a layer drawn as a plain background. */
export type TileConfig = Record<MapLayer, TileSource | null>;

/**
 * Reads `VITE_TILES_STREET` and `VITE_TILES_SATELLITE` (e.g. `https://tile.example/{z}/{x}/{y}.png`, with its credit in
 * `VITE_TILES_STREET_ATTRIBUTION`…): unset, the well-known public layers of DEFAULT_MAP_TILES; `none`, a plain background.
 */
export function tileConfigFromEnv(env: Record<string, unknown> = import.meta.env): TileConfig {
  const layer = (name: MapLayer): TileSource | null => {
    const key = `VITE_TILES_${name.toUpperCase()}`;
    const value = typeof env[key] === 'string' ? (env[key] as string).trim() : '';
    if (!value) return DEFAULT_MAP_TILES[name];
    if (value.toLowerCase() === 'none') return null;
    const credit = env[`${key}_ATTRIBUTION`];
    // A path on this server: MapLibre's worker needs the whole address (it has no page to resolve a path against).
    const url = value.startsWith('/') && typeof window !== 'undefined' ? `${window.location.origin}${value}` : value;
    return { url, attribution: typeof credit === 'string' ? credit.trim() : '', maxzoom: 19 };
  };
  return { street: layer('street'), satellite: layer('satellite') };
}

export function isMapLayer(value: unknown): value is MapLayer {
  return (MAP_LAYERS as readonly unknown[]).includes(value);
}

/** The base layer kept in the `mapLayer` cookie; street when missing or unknown (spec 4 and 9). */
export function mapLayerFromCookie(cookies: CookieJar): MapLayer {
  const value = cookies.get(COOKIE_MAP_LAYER);
  return isMapLayer(value) ? value : MAP_DEFAULT_LAYER;
}

/** Remembers the chosen base layer in the `mapLayer` cookie. */
export function persistMapLayer(layer: MapLayer, cookies: CookieJar): void {
  cookies.set(COOKIE_MAP_LAYER, layer, { days: MAP_LAYER_COOKIE_DAYS });
}

/** Plain background colour per layer when no tiles are configured: the geometry stays readable on it. */
const BACKGROUND: Record<MapLayer, string> = { street: '#eef1ec', satellite: '#3b4a3f' };

/** A MapLibre style specification (only the parts we build). */
export interface BaseStyle {
  version: 8;
  sources: Record<string, { type: 'raster'; tiles: string[]; tileSize: number; maxzoom: number; attribution: string }>;
  layers: (
    | { id: string; type: 'background'; paint: { 'background-color': string } }
    | { id: string; type: 'raster'; source: string; layout: { visibility: 'visible' | 'none' } }
  )[];
}

/**
 * The map style, built in code: a plain background, plus raster tiles for each configured layer (only
 * the chosen one visible, so switching never reloads the style nor drops the drawn geometry). With no
 * tiles configured nothing is requested and the farm geometry is drawn on the plain background.
 */
export function baseStyle(layer: MapLayer, tiles: TileConfig): BaseStyle {
  const style: BaseStyle = { version: 8, sources: {}, layers: [{ id: 'background', type: 'background', paint: { 'background-color': BACKGROUND[layer] } }] };
  for (const name of MAP_LAYERS) {
    const source = tiles[name];
    if (!source) continue;
    style.sources[`tiles-${name}`] = { type: 'raster', tiles: [source.url], tileSize: 256, maxzoom: source.maxzoom, attribution: source.attribution };
    style.layers.push({ id: `tiles-${name}`, type: 'raster', source: `tiles-${name}`, layout: { visibility: name === layer ? 'visible' : 'none' } });
  }
  return style;
}

/** Background colour of a layer (used when switching without rebuilding the style). */
export function backgroundFor(layer: MapLayer): string {
  return BACKGROUND[layer];
}
