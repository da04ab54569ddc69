import {
  SATELLITE_REFRESH_MESSAGE,
  V,
  SATELLITE_ZONES_WINDOW_DAYS,
  type SatelliteImage,
  type SatelliteMetrics,
  type SatelliteZones,
  type SatelliteZonesQuery,
  type SatelliteImageList,
  type SatelliteFindings,
  type SatelliteIndexId,
  type SatelliteRefresh,
  type SatelliteSeries,
  type SatelliteStats,
  type SatelliteStatsQuery,
} from '@rayyan/contracts';
import { addDaysIso, seriesFindings, type CropHealthFinding } from '@rayyan/agronomy';
import type { Clock } from '../../ports/clock';
import type { FileStorage } from '../../ports/storage';
import { AppError } from '../../shared/app-error';
import { fieldCentre } from '../../ports/satellite';
import type { ZonesTaskResult } from './management-zones-task';
import { metricsOfDate, type MetricsWeather } from './satellite-metrics';
import type { FieldKind, ImageRow, SatelliteRepository, StatsRow } from './satellite.repository';

/** Clear dates averaged into the zones at most. */
export const ZONES_MAX_DATES = 8;
/** Zones computed lately, by organisation, field, image dates, index and count (the same inputs give the same zones). */
const ZONES_CACHE_ENTRIES = 32;

/** Without dates, a refresh looks this many days back (new scenes are usually a few days old). */
export const REFRESH_DAYS_BACK = 30;

/** The image dates, newest first, with the latest unflagged one active (spec 3). */
export function presentImages(rows: ImageRow[]): SatelliteImage[] {
  const activeId = rows.find((r) => r.flag === null)?.id;
  return rows.map((r) => ({
    id: r.id,
    image_date: r.imageDate,
    active: r.id === activeId,
    clear_fraction: r.clearFraction,
    source: r.source,
    simulated: r.source === 'simulated',
    scene_id: r.sceneId,
    cloud_cover: r.cloudCover,
    resolution_m: r.resolutionM,
    flag: r.flag,
  }));
}

/** An index's statistics on an image date; a flagged date without statistics answers its counts and no figure. */
export function presentStats(image: ImageRow, index: SatelliteIndexId, row: StatsRow | undefined): SatelliteStats {
  return {
    image_date: image.imageDate,
    index,
    source: image.source,
    simulated: image.source === 'simulated',
    flag: image.flag,
    mean: row?.mean ?? null,
    min: row?.min ?? null,
    max: row?.max ?? null,
    std: row?.std ?? null,
    p10: row?.p10 ?? null,
    p50: row?.p50 ?? null,
    p90: row?.p90 ?? null,
    pixels: row?.pixels ?? image.pixels,
    valid_pixels: row?.validPixels ?? 0,
    clear_fraction: row?.clearFraction ?? image.clearFraction,
  };
}

/**
 * Reads stored image dates and statistics; queues refreshes, which the refresh job (every minute) takes: a request
 * answers before any imagery is fetched, and never leaves work running behind its answer.
 */
export function createSatelliteService({
  repo,
  clock,
  storage,
  renderOverlay,
  findZones,
  managementZones,
  weather,
}: {
  repo: SatelliteRepository;
  clock: Clock;
  storage: Pick<FileStorage, 'get'>;
  /** The index of a stored raster as a PNG (the cpu pool in the app). */
  renderOverlay: (data: Uint8Array, index: SatelliteIndexId) => Promise<Uint8Array>;
  /** The degraded zones of a stored raster (the cpu pool in the app). */
  findZones: (data: Uint8Array, median: number, date: string) => Promise<CropHealthFinding | null>;
  /** Management zones of stored rasters, the latest first (the cpu pool in the app). */
  managementZones: (rasters: Uint8Array[], index: SatelliteIndexId, k: number) => Promise<ZonesTaskResult>;
  /** Past weather of a place, for the metrics' ET and radiation. */
  weather: MetricsWeather;
}) {
  const zonesCache = new Map<string, Promise<ZonesTaskResult>>();
  const zonesOfRasters = (key: string, load: () => Promise<ZonesTaskResult>): Promise<ZonesTaskResult> => {
    const cached = zonesCache.get(key);
    if (cached) return cached;
    const computed = load();
    zonesCache.set(key, computed);
    computed.catch(() => zonesCache.delete(key));
    if (zonesCache.size > ZONES_CACHE_ENTRIES) zonesCache.delete(zonesCache.keys().next().value!);
    return computed;
  };

  const imagesOf = async (orgId: string, kind: FieldKind, fieldId: string): Promise<ImageRow[]> => {
    if (!(await repo.field(orgId, kind, fieldId))) throw new AppError('not_found', 404);
    return repo.images(orgId, kind, fieldId);
  };

  /** The image of `date`, or the active one; 404 No Images Found when there is none. */
  const imageOn = async (orgId: string, kind: FieldKind, fieldId: string, date: string | undefined): Promise<ImageRow> => {
    const rows = await imagesOf(orgId, kind, fieldId);
    const images = presentImages(rows);
    const wanted = date ? images.find((i) => i.image_date === date) : images.find((i) => i.active);
    const image = wanted && rows.find((r) => r.id === wanted.id);
    if (!image) throw new AppError('satellite_no_images', 404);
    return image;
  };

  return {
    async images(orgId: string, kind: FieldKind, fieldId: string): Promise<SatelliteImageList> {
      return { results: presentImages(await imagesOf(orgId, kind, fieldId)) };
    },

    async stats(orgId: string, kind: FieldKind, fieldId: string, query: SatelliteStatsQuery): Promise<SatelliteStats> {
      const image = await imageOn(orgId, kind, fieldId, query.date);
      const [row] = await repo.stats(orgId, [image.id], query.index);
      return presentStats(image, query.index, row);
    },

    /** The index on a date as a PNG clipped to the border; a date without a stored raster (flagged unreadable) has none. */
    async overlay(orgId: string, kind: FieldKind, fieldId: string, query: SatelliteStatsQuery): Promise<Buffer> {
      const image = await imageOn(orgId, kind, fieldId, query.date);
      const stored = image.rasterKey ? await storage.get(image.rasterKey) : undefined;
      if (!stored) throw new AppError('satellite_no_images', 404);
      const png = await renderOverlay(new Uint8Array(stored.data), query.index);
      return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
    },

    /** Findings of the latest clear date's NDVI: a drop from the clear date before, variability, degraded zones. */
    async findings(orgId: string, kind: FieldKind, fieldId: string): Promise<SatelliteFindings> {
      const rows = (await imagesOf(orgId, kind, fieldId)).filter((r) => r.flag === null).reverse();
      const stats = new Map((await repo.stats(orgId, rows.map((r) => r.id), 'ndvi')).map((s) => [s.imageId, s]));
      const dates = rows.flatMap((r) => {
        const s = stats.get(r.id);
        return s && s.mean !== null && s.std !== null && s.p50 !== null ? [{ date: r.imageDate, mean: s.mean, std: s.std, p50: s.p50, image: r }] : [];
      });
      const latest = dates[dates.length - 1];
      if (!latest) return { analysed_on: null, simulated: false, findings: [] };
      const findings = seriesFindings(dates.slice(-2));
      const stored = latest.image.rasterKey ? await storage.get(latest.image.rasterKey) : undefined;
      const zones = stored ? await findZones(new Uint8Array(stored.data), latest.p50, latest.date) : null;
      return { analysed_on: latest.date, simulated: latest.image.source === 'simulated', findings: zones ? [...findings, zones] : findings };
    },

    /** Management zones of the index's mean over the latest clear date and those up to 45 days before it. */
    async zones(orgId: string, kind: FieldKind, fieldId: string, query: SatelliteZonesQuery): Promise<SatelliteZones> {
      const clear = (await imagesOf(orgId, kind, fieldId)).filter((r) => r.flag === null && r.rasterKey);
      const latest = clear[0];
      const none = { index: query.index, zone_count: query.zones, dates: [], field_pixels: 0, valid_pixels: 0, resolution_m: null, zones: [] };
      if (!latest) return { ...none, status: 'no_clear_image', simulated: false };
      const from = addDaysIso(latest.imageDate, -SATELLITE_ZONES_WINDOW_DAYS);
      const rows = clear.filter((r) => r.imageDate >= from).slice(0, ZONES_MAX_DATES);
      const stored = (await Promise.all(rows.map(async (r) => ({ row: r, file: await storage.get(r.rasterKey!) })))).filter((s) => s.file);
      if (!stored.length) return { ...none, status: 'no_clear_image', simulated: false };
      const key = [orgId, fieldId, query.index, query.zones, ...stored.map((s) => `${s.row.id}:${s.row.rasterKey}`)].join('|');
      const result = await zonesOfRasters(key, () => managementZones(stored.map((s) => new Uint8Array(s.file!.data)), query.index, query.zones));
      return {
        index: query.index,
        zone_count: query.zones,
        status: result.status,
        dates: result.used.map((n) => stored[n]!.row.imageDate).reverse(),
        simulated: stored[0]!.row.source === 'simulated',
        field_pixels: result.fieldPixels,
        valid_pixels: result.validPixels,
        resolution_m: result.resolutionM,
        zones: result.zones,
      };
    },

    /** Crop metrics of a date (the active one without a date). */
    async metrics(orgId: string, kind: FieldKind, fieldId: string, date: string | undefined): Promise<SatelliteMetrics> {
      const field = await repo.field(orgId, kind, fieldId);
      if (!field) throw new AppError('not_found', 404);
      const image = await imageOn(orgId, kind, fieldId, date);
      const rows = (await repo.images(orgId, kind, fieldId)).filter((r) => r.flag === null && r.imageDate <= image.imageDate).reverse();
      const ndvi = new Map((await repo.stats(orgId, rows.map((r) => r.id).concat(image.id), 'ndvi')).map((s) => [s.imageId, s]));
      const [ndre] = await repo.stats(orgId, [image.id], 'ndre');
      const [lng, lat] = fieldCentre(field.geometry);
      return metricsOfDate({
        image,
        ndviSeries: rows.flatMap((r) => {
          const mean = ndvi.get(r.id)?.mean;
          return mean == null ? [] : [{ date: r.imageDate, mean }];
        }),
        ndvi: ndvi.get(image.id),
        ndre,
        place: { lat, lng },
        areaHa: (image.pixels * (image.resolutionM ?? 0) ** 2) / 10_000,
        crop: field.crop,
        weather,
      });
    },

    async series(orgId: string, kind: FieldKind, fieldId: string, index: SatelliteIndexId): Promise<SatelliteSeries> {
      const rows = await imagesOf(orgId, kind, fieldId);
      const stats = new Map((await repo.stats(orgId, rows.map((r) => r.id), index)).map((s) => [s.imageId, s]));
      return { index, results: [...rows].reverse().map((image) => presentStats(image, index, stats.get(image.id))) };
    },

    async refresh(orgId: string, kind: FieldKind, fieldId: string, sent: SatelliteRefresh | null | undefined): Promise<{ message: typeof SATELLITE_REFRESH_MESSAGE }> {
      const body = sent ?? {};
      if (!(await repo.field(orgId, kind, fieldId))) throw new AppError('not_found', 404);
      const today = clock.now().toISOString().slice(0, 10);
      if (body.to && body.to > today) throw new AppError('validation_failed', 400, { to: V.out_of_range });
      await repo.addRequest(orgId, kind, fieldId, body.from ?? addDaysIso(today, -REFRESH_DAYS_BACK), body.to ?? today);
      return { message: SATELLITE_REFRESH_MESSAGE };
    },
  };
}
export type SatelliteService = ReturnType<typeof createSatelliteService>;
