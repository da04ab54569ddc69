import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { QR_EXPORT_JOB } from '@rayyan/contracts';
import type { Database } from '@rayyan/db';
import { defineJob, type JobDefinition } from '../../jobs/define-job';
import type { JobRegistry } from '../../jobs/job-registry';
import type { Clock } from '../../ports/clock';
import type { PdfRenderer } from '../../ports/pdf-renderer';
import type { FileStorage } from '../../ports/storage';
import { createQrExportRepository } from './qr-labels.repository';
import { registerQrLabelRoutes } from './qr-labels.routes';
import { createQrLabelsService } from './qr-labels.service';
import { createQrTokens } from './qr-token';

export interface QrLabelsDeps {
  database: Database;
  clock: Clock;
  storage: FileStorage;
  pdf: PdfRenderer;
  jobs: JobRegistry;
  /** The server's signing secret; the labels' link keys derive from it. */
  secret: string;
  /** Origin of the links on labels. */
  linkOrigin: string;
}

const payload = z.object({ org_id: z.uuid(), export_id: z.uuid() });
export type QrLabelsJobDefinitions = { qrLabels: JobDefinition<z.infer<typeof payload>> };

/** QR labels of trees (issue #12): the exports' routes and the job that prints them (its runs scoped to the export). */
export function registerQrLabels(app: FastifyInstance, { database, clock, storage, pdf, jobs, secret, linkOrigin }: QrLabelsDeps): QrLabelsJobDefinitions {
  const queue = (orgId: string, exportId: string) =>
    void jobs.enqueue(definition, { org_id: orgId, export_id: exportId }).catch((err: unknown) => app.log.error({ err, exportId }, 'QR label export not printed'));
  const service = createQrLabelsService({ repo: createQrExportRepository(database.db), tokens: createQrTokens(secret), storage, pdf, clock, linkOrigin, queue });
  const definition = jobs.add(
    defineJob({
      name: QR_EXPORT_JOB,
      // On request only, one run per export (so each export's run carries its progress).
      schedule: null,
      requests: 'each',
      payload,
      scope: (p) => ({ orgId: p.org_id, subject: p.export_id }),
      handler: (run) => service.print(run.payload.org_id, run.payload.export_id, run.progress),
    }),
  );
  registerQrLabelRoutes(app, service);
  app.addHook('onClose', () => pdf.close());
  return { qrLabels: definition };
}
