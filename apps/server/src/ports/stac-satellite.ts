import { z } from 'zod';
import { isClearScl, SATELLITE_BANDS, type BandRasters, type SatelliteBand } from '@rayyan/agronomy';
import type { GeoTIFF } from 'geotiff';
import { cogGrid, gridOverlapsImage, openCog, readBandOnGrid, type BandScaling, type CogReader } from './cog-window';
import {
  gridOver,
  projectField,
  ringsBounds,
  SatelliteProviderError,
  type FieldRaster,
  type SatelliteField,
  type SatelliteProvider,
  type SatelliteScene,
} from './satellite';

/** Earth Search v1 (Element 84): public Sentinel-2 COGs, no key. */
export const DEFAULT_STAC_API_URL = 'https://earth-search.aws.element84.com/v1';
export const DEFAULT_STAC_COLLECTION = 'sentinel-2-c1-l2a';
/** Scenes above this cloud cover % are not even searched for. */
export const DEFAULT_MAX_CLOUD_COVER = 60;
const MAX_PAGES = 20;
/**
 * Opened COGs kept for the next fields of the same scene (their headers and the last raw blocks read, 100 blocks
 * of 64 KB at most each): a daily pass over an organisation's fields reads each scene's headers once.
 */
const OPEN_FILES = 16;

const rasterBandSchema = z.looseObject({
  scale: z.number().optional(),
  offset: z.number().optional(),
  nodata: z.union([z.number(), z.string()]).optional(),
});
const assetSchema = z.looseObject({
  href: z.string().min(1),
  'raster:bands': z.array(rasterBandSchema).optional(),
  'proj:epsg': z.number().int().nullable().optional(),
  'proj:code': z.string().nullable().optional(),
});
const itemSchema = z.looseObject({
  type: z.literal('Feature'),
  id: z.string().min(1),
  properties: z.looseObject({
    datetime: z.iso.datetime({ offset: true }),
    'eo:cloud_cover': z.number().min(0).max(100).optional(),
    'proj:epsg': z.number().int().nullable().optional(),
    'proj:code': z.string().nullable().optional(),
  }),
  assets: z.record(z.string(), assetSchema),
});
const linkSchema = z.looseObject({
  rel: z.string(),
  href: z.string().min(1),
  method: z.string().optional(),
  body: z.record(z.string(), z.unknown()).optional(),
  merge: z.boolean().optional(),
});
const pageSchema = z.looseObject({
  type: z.literal('FeatureCollection'),
  features: z.array(itemSchema),
  links: z.array(linkSchema).optional(),
});
export type StacItem = z.infer<typeof itemSchema>;

/** Earth Search's asset keys of the bands the indices read (STAC `eo:bands` common names) and the scene classification. */
const ASSET_KEYS: Record<SatelliteBand | 'scl', string> = {
  blue: 'blue',
  green: 'green',
  red: 'red',
  rededge1: 'rededge1',
  nir: 'nir',
  nir08: 'nir08',
  swir16: 'swir16',
  scl: 'scl',
};

/** The item's EPSG code: `proj:epsg` or `proj:code` of the item, else of its red asset. */
export function itemEpsg(item: StacItem): number {
  const red = item.assets[ASSET_KEYS.red];
  const code = item.properties['proj:epsg'] ?? red?.['proj:epsg'] ?? item.properties['proj:code'] ?? red?.['proj:code'];
  const epsg = typeof code === 'string' ? Number(/^EPSG:(\d+)$/.exec(code)?.[1]) : code;
  if (typeof epsg !== 'number' || !Number.isInteger(epsg)) throw new SatelliteProviderError('unsupported_crs', `item ${item.id} names no EPSG code`);
  return epsg;
}

/** Scale, offset and no data of an asset's first `raster:bands` entry, as the item says (raster extension defaults 1 and 0). */
export function assetScaling(item: StacItem, key: string): BandScaling {
  const band = item.assets[key]?.['raster:bands']?.[0];
  const nodata = typeof band?.nodata === 'number' ? band.nodata : null;
  return { scale: band?.scale ?? 1, offset: band?.offset ?? 0, nodata };
}

export interface StacOptions {
  apiUrl?: string;
  collection?: string;
  maxCloudCover?: number;
  /** Injected for tests (the local test server) and counted; defaults to the global fetch. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Sentinel-2 L2A through a STAC API (`SATELLITE_PROVIDER=stac`): POST /search, then range reads of the COG assets. */
export class StacSatelliteProvider implements SatelliteProvider {
  readonly source = 'stac' as const;
  private readonly apiUrl: string;
  private readonly collection: string;
  private readonly maxCloudCover: number;
  private readonly fetchFn: typeof fetch;
  private readonly timeoutMs: number;
  private readonly reader: CogReader;
  private readonly files = new Map<string, Promise<GeoTIFF>>();

  constructor(options: StacOptions = {}) {
    this.apiUrl = (options.apiUrl ?? DEFAULT_STAC_API_URL).replace(/\/+$/, '');
    this.collection = options.collection ?? DEFAULT_STAC_COLLECTION;
    this.maxCloudCover = options.maxCloudCover ?? DEFAULT_MAX_CLOUD_COVER;
    this.fetchFn = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.reader = { fetch: this.fetchFn, timeoutMs: this.timeoutMs, counter: { bytes: 0 } };
  }

  /** The opened COG of an href, from the small cache (least recently used out); a file that failed to open is not kept. */
  private open(href: string): Promise<GeoTIFF> {
    const kept = this.files.get(href);
    if (kept) {
      this.files.delete(href);
      this.files.set(href, kept);
      return kept;
    }
    const opening = openCog(href, this.reader);
    opening.catch(() => this.files.delete(href));
    this.files.set(href, opening);
    while (this.files.size > OPEN_FILES) this.files.delete(this.files.keys().next().value!);
    return opening;
  }

  async search(field: SatelliteField, from: string, to: string): Promise<SatelliteScene[]> {
    let request: { href: string; method: string; body?: Record<string, unknown> } = {
      href: `${this.apiUrl}/search`,
      method: 'POST',
      body: {
        collections: [this.collection],
        intersects: field.geometry,
        datetime: `${from}T00:00:00Z/${to}T23:59:59Z`,
        query: { 'eo:cloud_cover': { lte: this.maxCloudCover } },
        limit: 100,
      },
    };
    const items: StacItem[] = [];
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = await this.page(request);
      items.push(...answer.features);
      const next = answer.links?.find((l) => l.rel === 'next');
      if (!next || answer.features.length === 0) break;
      const method = (next.method ?? 'GET').toUpperCase();
      const body = method === 'POST' ? (next.merge ? { ...request.body, ...next.body } : (next.body ?? request.body)) : undefined;
      request = { href: next.href, method, body };
    }
    // One scene per day: where tiles overlap, the clearest one.
    const byDate = new Map<string, SatelliteScene>();
    for (const item of items) {
      const scene: SatelliteScene = {
        id: item.id,
        date: new Date(item.properties.datetime).toISOString().slice(0, 10),
        datetime: item.properties.datetime,
        source: 'stac',
        cloudCover: item.properties['eo:cloud_cover'] ?? null,
        ref: item,
      };
      const kept = byDate.get(scene.date);
      if (!kept || (scene.cloudCover ?? 100) < (kept.cloudCover ?? 100)) byDate.set(scene.date, scene);
    }
    return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  }

  private async page(request: { href: string; method: string; body?: Record<string, unknown> }) {
    let response: Response;
    try {
      response = await this.fetchFn(request.href, {
        method: request.method,
        headers: { accept: 'application/geo+json', ...(request.body ? { 'content-type': 'application/json' } : {}) },
        body: request.body ? JSON.stringify(request.body) : undefined,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new SatelliteProviderError('provider_unavailable', `STAC search unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new SatelliteProviderError('provider_unavailable', `STAC search answered HTTP ${response.status}`);
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new SatelliteProviderError('malformed_response', 'STAC search answer is not JSON');
    }
    const parsed = pageSchema.safeParse(json);
    if (!parsed.success) throw new SatelliteProviderError('malformed_response', `STAC search answer refused: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  }

  async read(scene: SatelliteScene, field: SatelliteField): Promise<FieldRaster> {
    const item = itemSchema.parse(scene.ref);
    const epsg = itemEpsg(item);
    const polygons = projectField(field.geometry, epsg);
    const bytesBefore = this.reader.counter.bytes;
    const redHref = item.assets[ASSET_KEYS.red]?.href;
    if (!redHref) throw new SatelliteProviderError('malformed_response', `item ${item.id} has no red band`);
    const red = await this.open(redHref);
    const { resolutionM, origin } = await cogGrid(red);
    // The field's grid snapped to the 10 m band's own pixels.
    const grid = gridOver(ringsBounds(polygons), resolutionM, origin);
    if (!(await gridOverlapsImage(red, grid))) throw new SatelliteProviderError('outside_scene', `scene ${item.id} does not cover the field`);
    const pixels = grid.width * grid.height;
    const bands: BandRasters = {};
    await Promise.all(
      SATELLITE_BANDS.map(async (band) => {
        const href = item.assets[ASSET_KEYS[band]]?.href;
        if (!href) return;
        const tiff = band === 'red' ? red : await this.open(href);
        bands[band] = await readBandOnGrid(tiff, grid, assetScaling(item, ASSET_KEYS[band]));
      }),
    );
    const sclHref = item.assets[ASSET_KEYS.scl]?.href;
    const scl = sclHref ? await readBandOnGrid(await this.open(sclHref), grid, { scale: 1, offset: 0, nodata: null }, true) : null;
    const clear = new Uint8Array(pixels);
    for (let i = 0; i < pixels; i++) clear[i] = Number.isFinite(bands.red![i]) && (!scl || isClearScl(scl[i]!)) ? 1 : 0;
    // Bytes this read fetched (reads of one provider run one after another in the ingestion).
    return { crs: `EPSG:${epsg}`, grid, bands, clear, polygons, bytesRead: this.reader.counter.bytes - bytesBefore };
  }
}
