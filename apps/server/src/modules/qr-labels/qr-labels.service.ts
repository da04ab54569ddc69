import { QR_EXPORT_MAX_LABELS, V, type CreateQrExport, type QrExportRecord, type QrTreeLink } from '@rayyan/contracts';
import type { Clock } from '../../ports/clock';
import type { PdfRenderer } from '../../ports/pdf-renderer';
import type { FileStorage, StoredFile } from '../../ports/storage';
import { AppError } from '../../shared/app-error';
import type { Actor } from '../../shared/record-service';
import { mergePdfs } from './pdf-merge';
import { A4, labelSheetHtml, qrSvg } from './qr-label-sheet';
import type { QrExportRepository } from './qr-labels.repository';
import { qrLinkPath, type QrTokens } from './qr-token';

/** Labels printed per Chromium call: a whole number of sheets for every size (40, 24 and 10 a sheet). */
export const PRINT_CHUNK = 240;

export interface QrLabelsDeps {
  repo: QrExportRepository;
  tokens: QrTokens;
  storage: FileStorage;
  pdf: PdfRenderer;
  clock: Clock;
  /** Origin of the links on labels (PUBLIC_URL). */
  linkOrigin: string;
  /** Starts the print job of an export (not awaited). */
  queue: (orgId: string, exportId: string) => void;
}

const notFound = () => new AppError('not_found', 404);

/** QR label exports (issue #12): checked and queued on request, printed by the job, downloaded when done. */
export function createQrLabelsService({ repo, tokens, storage, pdf, clock, linkOrigin, queue }: QrLabelsDeps) {
  const linkOf = (treeId: string) => `${linkOrigin}${qrLinkPath(tokens.sign(treeId))}`;
  const record = async (orgId: string, id: string): Promise<QrExportRecord> => (await repo.getById(orgId, id)) ?? (() => { throw notFound(); })();

  return {
    async create(actor: Actor, input: CreateQrExport): Promise<QrExportRecord> {
      if (input.field_id) {
        const field = await repo.fieldOf(actor.orgId, input.field_id);
        if (!field) throw new AppError('validation_failed', 400, { field_id: V.invalid_choice });
        if (input.farm_id && field.farmId !== input.farm_id) throw new AppError('validation_failed', 400, { field_id: V.field_not_in_farm });
      }
      if (input.farm_id && !(await repo.farmExists(actor.orgId, input.farm_id))) throw new AppError('validation_failed', 400, { farm_id: V.invalid_choice });
      const treeCodes = [...new Set((input.tree_codes ?? []).map((code) => code.trim()))];
      const target = { farmId: input.farm_id ?? null, fieldId: input.field_id ?? null, fromRow: input.from_row ?? null, toRow: input.to_row ?? null, treeCodes };
      const labels = await repo.countLabels(actor.orgId, target);
      const where = treeCodes.length && !input.field_id && !input.farm_id ? 'tree_codes' : 'field_id';
      if (labels === 0) throw new AppError('validation_failed', 400, { [where]: V.qr_no_trees });
      if (labels > QR_EXPORT_MAX_LABELS) throw new AppError('validation_failed', 400, { [where]: V.qr_too_many_labels });
      const created = await repo.insert(actor.orgId, { ...input, tree_codes: treeCodes, label_count: labels, created_by: actor.userId });
      queue(actor.orgId, created.id);
      return created;
    },
    list: repo.list,
    get: record,
    async cancel(orgId: string, id: string): Promise<QrExportRecord> {
      await record(orgId, id);
      if (!(await repo.cancel(orgId, id, clock.now()))) throw new AppError('qr_export_finished', 409);
      return record(orgId, id);
    },
    async download(orgId: string, id: string): Promise<StoredFile & { name: string }> {
      const row = await repo.row(orgId, id);
      if (!row) throw notFound();
      if (row.state !== 'done' || !row.fileKey) throw new AppError('qr_export_not_ready', 409);
      const file = await storage.get(row.fileKey);
      if (!file) throw notFound();
      return { ...file, name: `qr-labels-${row.createdAt.toISOString().slice(0, 10)}-${row.id.slice(0, 8)}.pdf` };
    },
    async remove(orgId: string, id: string): Promise<void> {
      const row = await repo.row(orgId, id);
      if (!row) throw notFound();
      await repo.cancel(orgId, id, clock.now());
      await repo.delete(orgId, id);
      if (row.fileKey) await storage.delete(row.fileKey);
    },
    async treeSvg(orgId: string, treeId: string): Promise<string> {
      if (!(await repo.treeOfLink(orgId, treeId))) throw notFound();
      return qrSvg(linkOf(treeId));
    },
    async resolve(orgId: string, token: string): Promise<QrTreeLink> {
      const treeId = tokens.verify(token);
      if (!treeId) throw new AppError('qr_link_invalid', 400);
      return (await repo.treeOfLink(orgId, treeId)) ?? (() => { throw notFound(); })();
    },

    /**
     * The print job's work for one export: queued → running, the labels printed in chunks by Chromium (progress after
     * each), joined into one PDF in a worker, stored, → done. A cancel between chunks stops it and stores nothing.
     */
    async print(orgId: string, id: string, progress: (done: number, total: number) => Promise<void>): Promise<{ labels: number } | { stopped: string }> {
      if (!(await repo.start(orgId, id))) return { stopped: 'not queued' };
      const row = (await repo.row(orgId, id))!;
      try {
        const labels = await repo.labels(orgId, row);
        await progress(0, labels.length);
        const parts: Uint8Array[] = [];
        for (let i = 0; i < labels.length; i += PRINT_CHUNK) {
          if ((await repo.row(orgId, id))?.state !== 'running') return { stopped: 'cancelled' };
          const chunk = labels.slice(i, i + PRINT_CHUNK).map((label) => ({ ...label, link: linkOf(label.treeId) }));
          parts.push(await pdf.render(await labelSheetHtml(chunk, row.labelSize), A4));
          await progress(Math.min(labels.length, i + PRINT_CHUNK), labels.length);
        }
        const bytes = await mergePdfs(parts, `Rayyan QR labels (${labels.length})`);
        const key = `qr-exports/${orgId}/${id}.pdf`;
        await storage.put(key, { data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType: 'application/pdf' });
        if (!(await repo.finish(orgId, id, clock.now(), { fileKey: key, fileSize: bytes.byteLength }))) {
          await storage.delete(key);
          return { stopped: 'cancelled' };
        }
        return { labels: labels.length };
      } catch (error) {
        await repo.finish(orgId, id, clock.now(), { error: error instanceof Error ? error.message : String(error) });
        throw error;
      }
    },
  };
}
export type QrLabelsService = ReturnType<typeof createQrLabelsService>;
