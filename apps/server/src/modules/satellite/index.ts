import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '@rayyan/db';
import { addDaysIso, type CropHealthFinding } from '@rayyan/agronomy';
import type { SatelliteIndexId } from '@rayyan/contracts';
import type { Clock } from '../../ports/clock';
import type { FileStorage } from '../../ports/storage';
import type { FieldRaster, SatelliteField, SatelliteProvider, SatelliteScene } from '../../ports/satellite';
import { defineJob, type JobDefinition } from '../../jobs/define-job';
import type { JobRegistry } from '../../jobs/job-registry';
import { runCpuTask } from '../../shared/cpu-pool';
import type { FieldImageSummary } from './field-image-summary';
import type { ZonesTaskResult } from './management-zones-task';
import type { MetricsWeather } from './satellite-metrics';
import { ingestField, type IngestionDeps, type IngestOutcome } from './satellite-ingestion';
import type { ImageryField } from './satellite.repository';
import { createSatelliteRepository } from './satellite.repository';
import { satelliteRoutes } from './satellite.routes';
import { createSatelliteService } from './satellite.service';

const noPayload = z.object({}).strict();
/** Requests one run of the refresh job takes before it ends (the every-minute schedule takes the rest). */
const REQUESTS_PER_RUN = 50;
/** The daily pass looks this many days back for scenes not stored yet. */
const DAILY_DAYS_BACK = 10;

/** The satellite jobs, as registered. */
export interface SatelliteJobDefinitions {
  satelliteRefresh: JobDefinition<Record<string, never>>;
  satelliteDaily: JobDefinition<Record<string, never>>;
}

/** The overlay of a stored raster, drawn in a worker thread. */
const overlayInPool = (data: Uint8Array, index: SatelliteIndexId) =>
  runCpuTask<{ data: Uint8Array; index: SatelliteIndexId }, Uint8Array>(new URL('./index-overlay.ts', import.meta.url), 'indexOverlayPng', { data, index }, { timeoutMs: 20_000 });

/** Degraded zones of a stored raster, found in a worker thread. */
const zonesInPool = (data: Uint8Array, median: number, date: string) =>
  runCpuTask<{ data: Uint8Array; median: number; date: string }, CropHealthFinding | null>(new URL('./degraded-zones-task.ts', import.meta.url), 'degradedZonesOfRaster', { data, median, date }, { timeoutMs: 20_000 });

/** Management zones of stored rasters, classed and vectorised in a worker thread. */
const managementZonesInPool = (rasters: Uint8Array[], index: SatelliteIndexId, k: number) =>
  runCpuTask<{ rasters: Uint8Array[]; index: SatelliteIndexId; k: number }, ZonesTaskResult>(
    new URL('./management-zones-task.ts', import.meta.url),
    'managementZonesOfRasters',
    { rasters, index, k },
    { timeoutMs: 30_000 },
  );

/** Simulated imagery generated, summarised and encoded in a worker thread. */
const simulatedInPool = (scene: SatelliteScene, field: SatelliteField) =>
  runCpuTask<{ scene: SatelliteScene; field: SatelliteField }, FieldImageSummary>(
    new URL('./field-image-summary.ts', import.meta.url),
    'simulatedFieldImageSummary',
    { scene, field },
    { timeoutMs: 60_000 },
  );

/** Statistics and encoding in a worker thread, so a big field never holds the event loop. */
const summariseInPool = (raster: FieldRaster) =>
  runCpuTask<FieldRaster, FieldImageSummary>(new URL('./field-image-summary.ts', import.meta.url), 'fieldImageSummary', raster, { timeoutMs: 60_000 });

/** Ingests fields one after another, adding up what they did; a field that fails is logged and counted, and the run goes on. */
function createTally(ingestion: IngestionDeps, log: FastifyBaseLogger) {
  const total = { found: 0, stored: 0, flagged: 0, failed: 0 };
  return {
    total,
    async ingest(field: ImageryField, from: string, to: string): Promise<IngestOutcome | Error> {
      try {
        const outcome = await ingestField(ingestion, field, from, to);
        total.found += outcome.found;
        total.stored += outcome.stored;
        total.flagged += outcome.flagged;
        return outcome;
      } catch (error) {
        total.failed++;
        log.warn({ err: error, field: field.id }, 'satellite ingestion failed');
        return error instanceof Error ? error : new Error(String(error));
      }
    },
  };
}

/** What a refresh request came to, for its row. */
const outcomeText = (outcome: IngestOutcome | Error) =>
  outcome instanceof Error
    ? `failed: ${outcome.message}`
    : outcome.found === 0
      ? 'No Images Found'
      : `stored ${outcome.stored} of ${outcome.found} dates, ${outcome.flagged} flagged`;

/**
 * Satellite composition (issue #13): routes read stored image dates and statistics; the refresh job (every minute) ingests
 * the queued fields (refresh route, demo season), the daily job every organisation's fields (claimed per organisation
 * and day, so two server processes never do one twice).
 */
export async function registerSatellite(
  app: FastifyInstance,
  deps: { database: Database; clock: Clock; provider: SatelliteProvider; storage: FileStorage; jobs: Pick<JobRegistry, 'add'>; weather: MetricsWeather; summarise?: IngestionDeps['summarise'] },
): Promise<{ definitions: SatelliteJobDefinitions }> {
  const { database, clock, provider, storage, jobs } = deps;
  const repo = createSatelliteRepository(database.db);
  const ingestion: IngestionDeps = {
    repo,
    provider,
    storage,
    summarise: deps.summarise ?? summariseInPool,
    ...(provider.source === 'simulated' && !deps.summarise ? { readAndSummarise: simulatedInPool } : {}),
  };
  const log: FastifyBaseLogger = app.log;

  const satelliteRefresh = jobs.add(
    defineJob({
      name: 'satellite-refresh',
      // Every minute: a queued field is read within a minute or two (the spec's message says 10).
      schedule: '* * * * *',
      payload: noPayload,
      handler: async (run) => {
        const requests = await repo.takeRequests(REQUESTS_PER_RUN);
        const tally = createTally(ingestion, log);
        for (const [i, request] of requests.entries()) {
          const field = await repo.field(request.orgId, request.kind, request.fieldId);
          await repo.finishRequest(request.id, field ? outcomeText(await tally.ingest(field, request.fromDate, request.toDate)) : 'field removed');
          await run.progress(i + 1, requests.length);
        }
        return { requests: requests.length, ...tally.total };
      },
    }),
  );

  const satelliteDaily = jobs.add(
    defineJob({
      name: 'satellite-daily',
      schedule: '20 3 * * *',
      payload: noPayload,
      handler: async (run) => {
        const today = run.now.toISOString().slice(0, 10);
        const orgIds = await run.claim(today, await repo.orgIdsWithFields());
        const tally = createTally(ingestion, log);
        for (const orgId of orgIds) {
          const fields = await repo.fieldsOf(orgId);
          for (const [i, field] of fields.entries()) {
            await tally.ingest(field, addDaysIso(today, -DAILY_DAYS_BACK), today);
            await run.progress(i + 1, fields.length);
          }
          await run.done(today, [orgId]);
        }
        return { organisations: orgIds.length, ...tally.total };
      },
    }),
  );

  await app.register(satelliteRoutes, { satellite: createSatelliteService({ repo, clock, storage, renderOverlay: overlayInPool, findZones: zonesInPool, managementZones: managementZonesInPool, weather: deps.weather }) });
  return { definitions: { satelliteRefresh, satelliteDaily } };
}
export { vegetationCoverFor } from './vegetation-cover';
