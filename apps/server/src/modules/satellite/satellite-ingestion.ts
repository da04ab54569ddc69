import { MIN_CLEAR_FRACTION } from '@rayyan/agronomy';
import type { SatelliteImageFlag } from '@rayyan/contracts';
import type { FileStorage } from '../../ports/storage';
import { SatelliteProviderError, type FieldRaster, type SatelliteField, type SatelliteProvider, type SatelliteScene } from '../../ports/satellite';
import type { FieldImageSummary } from './field-image-summary';
import { RASTER_CONTENT_TYPE } from './field-raster-codec';
import type { ImageryField, ImageWrite, SatelliteRepository } from './satellite.repository';

/** What one field's ingestion did: scenes found, image dates stored (of which flagged). */
export interface IngestOutcome {
  found: number;
  stored: number;
  flagged: number;
}

export interface IngestionDeps {
  repo: Pick<SatelliteRepository, 'storedDates' | 'saveImage'>;
  provider: SatelliteProvider;
  storage: Pick<FileStorage, 'put'>;
  /** Statistics and encoding of a raster: the cpu pool in the app, in process in tests. */
  summarise: (raster: FieldRaster) => Promise<FieldImageSummary>;
  /** Reading and summarising together, for a provider whose reading is computation (simulated imagery in the cpu pool). */
  readAndSummarise?: (scene: SatelliteScene, field: SatelliteField) => Promise<FieldImageSummary>;
}

const satelliteField = (field: ImageryField): SatelliteField => ({
  id: field.id,
  geometry: field.geometry,
  hd: field.hd,
  crop: field.crop,
  kind: field.kind,
  seasons: field.seasons,
});

/** The storage key of a field's raster on a date. */
export const rasterKey = (field: Pick<ImageryField, 'orgId' | 'id'>, date: string) => `satellite/${field.orgId}/${field.id}/${date}.bin.gz`;

/** A date kept without statistics: the scene could not be read over the field. */
function unreadableImage(scene: SatelliteScene, flag: SatelliteImageFlag, detail: string): ImageWrite {
  return {
    imageDate: scene.date,
    source: scene.source,
    sceneId: scene.id,
    cloudCover: scene.cloudCover,
    clearFraction: 0,
    pixels: 0,
    validPixels: 0,
    resolutionM: null,
    flag,
    flagDetail: detail,
    rasterKey: null,
    stats: [],
  };
}

/**
 * Ingests a field's scenes between two dates: each new date is read (only the field's window), summarised off
 * the event loop and stored once (raster through the storage port, statistics in the database). A scene that
 * does not cover the field or cannot be read is kept as a flagged date; a date with too few clear pixels, or a
 * field with no pixel centre inside its border, is kept flagged with its counts and no made-up figure. A provider
 * failure (search or transfer) is thrown: nothing is stored for it, and a later run tries again.
 */
export async function ingestField({ repo, provider, storage, summarise, readAndSummarise }: IngestionDeps, field: ImageryField, from: string, to: string): Promise<IngestOutcome> {
  const target = satelliteField(field);
  const scenes = await provider.search(target, from, to);
  const stored = await repo.storedDates(field.orgId, field.kind, field.id);
  const outcome: IngestOutcome = { found: scenes.length, stored: 0, flagged: 0 };
  for (const scene of scenes) {
    if (stored.has(scene.date)) continue;
    let image: ImageWrite;
    try {
      const summary = readAndSummarise ? await readAndSummarise(scene, target) : await summarise(await provider.read(scene, target));
      const clearFraction = summary.pixels === 0 ? 0 : summary.clearPixels / summary.pixels;
      const flag: SatelliteImageFlag | null = summary.pixels === 0 ? 'too_small' : clearFraction < MIN_CLEAR_FRACTION ? 'cloudy' : null;
      const key = rasterKey(field, scene.date);
      await storage.put(key, { data: Buffer.from(summary.raster.buffer, summary.raster.byteOffset, summary.raster.byteLength), contentType: RASTER_CONTENT_TYPE });
      const ndvi = summary.stats.find((s) => s.index === 'ndvi');
      image = {
        imageDate: scene.date,
        source: scene.source,
        sceneId: scene.id,
        cloudCover: scene.cloudCover,
        clearFraction,
        pixels: summary.pixels,
        validPixels: ndvi?.valid_pixels ?? 0,
        resolutionM: summary.resolutionM,
        flag,
        flagDetail: flag === 'too_small' ? 'no pixel centre lies inside the border' : null,
        rasterKey: key,
        stats: summary.stats,
      };
    } catch (error) {
      if (!(error instanceof SatelliteProviderError) || error.code === 'provider_unavailable') throw error;
      image = unreadableImage(scene, error.code === 'outside_scene' ? 'outside_scene' : 'unreadable', error.message);
    }
    if (await repo.saveImage(field.orgId, field.kind, field.id, image)) {
      outcome.stored++;
      if (image.flag) outcome.flagged++;
    }
  }
  return outcome;
}
