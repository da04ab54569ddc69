import type { FastifyPluginAsync } from 'fastify';
import { SHEET_IMPORT_MAX_BYTES, SPOT_STATES, TREE_GENDERS, TREE_HEALTH_STATES, TREE_IMPORT_COLUMNS, TREE_ORIGIN_TYPES, treesEndpoints, type TreeImportPreview } from '@rayyan/contracts';
import { callerAccess } from '../../plugins/permissions';
import { declaredRoute } from '../../shared/declared-route';
import { registerMultipart } from '../../shared/multipart';
import { missingColumnsError } from '../../shared/sheet-import';
import { sheetPreview, sheetUpload } from '../../shared/uploads';
import { buildWorkbook, XLSX_CONTENT_TYPE } from '../../shared/xlsx';
import type { TreeImportService } from './tree-import.service';
import { readTreeRange, readTreeSheet } from './tree-import-sheet';
import type { TreeRepository } from './tree.repository';

/** /api/trees/import/: the template, the preview (nothing written) and the import of a trees sheet (issue #12). */
export const treeImportRoutes: FastifyPluginAsync<{ imports: TreeImportService; trees: Pick<TreeRepository, 'treeFieldCodes'> }> = async (app, { imports, trees }) => {
  // Encapsulated: only these routes accept multipart bodies.
  await registerMultipart(app, { limits: { fileSize: SHEET_IMPORT_MAX_BYTES, files: 1, fields: 10 } });
  const tags = ['trees'];
  const importOptions = (description: string) => ({ tags, errors: [400, 401, 403, 409, 413, 415], description, extra: { bodyLimit: SHEET_IMPORT_MAX_BYTES + 64 * 1024 } });

  /** Reads the workbook's range into tree rows (problems of the cells on the rows). */
  const read = async (request: Parameters<typeof callerAccess>[0]) => {
    const { bytes, range } = await sheetUpload(request, SHEET_IMPORT_MAX_BYTES);
    const sheet = await readTreeSheet(bytes, range);
    return { sheet, read: readTreeRange(sheet) };
  };

  declaredRoute(app, treesEndpoints.importTemplate, { tags, errors: [401, 403], fileDescription: 'An empty trees sheet with its header row, and a sheet of the allowed values' }, async (request, reply) => {
    const codes = await trees.treeFieldCodes(callerAccess(request).orgId);
    const lists = [['Field', ...codes], ['Health State', ...TREE_HEALTH_STATES], ['Spot State', ...SPOT_STATES], ['Gender', ...TREE_GENDERS], ['Origin Type', ...TREE_ORIGIN_TYPES], ['Productive', 'yes', 'no'], ['Plantation Date', 'YYYY-MM-DD']];
    const height = Math.max(...lists.map((l) => l.length));
    const workbook = await buildWorkbook({
      sheets: [
        { name: 'Trees', columns: TREE_IMPORT_COLUMNS.map((c) => ({ header: c.header, width: c.key === 'code' ? 24 : 14 })), rows: [] },
        { name: 'Allowed values', columns: lists.map((l) => ({ header: l[0]!, width: 20 })), rows: Array.from({ length: height - 1 }, (_, i) => lists.map((l) => l[i + 1] ?? '')) },
      ],
    });
    return reply.type(XLSX_CONTENT_TYPE).header('content-disposition', 'attachment; filename="trees-template.xlsx"').send(workbook);
  });

  declaredRoute(
    app,
    treesEndpoints.importPreview,
    importOptions('Multipart `file` (.xlsx ≤ 5 MB) and optional `sheet`, `first_row`, `last_row`, `first_col`, `last_col` (1-based; the first row is the header). Checks every row against the organisation\'s tree fields and trees; writes nothing.'),
    async (request): Promise<TreeImportPreview> => {
      const { sheet, read: rows } = await read(request);
      if (!rows.missing.length) await imports.check(callerAccess(request).orgId, rows);
      return sheetPreview(sheet, rows);
    },
  );

  declaredRoute(
    app,
    treesEndpoints.import,
    importOptions('Same inputs as the preview. Creates and updates every row in one transaction only if all are valid; else 400 rows_invalid naming each bad sheet row, 403 limit_exceeded past the contracted trees, and nothing written.'),
    async (request) => {
      const { read: rows } = await read(request);
      if (rows.missing.length) throw missingColumnsError(rows.missing, TREE_IMPORT_COLUMNS);
      // The commit checks every row (cells, fields, trees) and names each bad one before anything is written.
      const { orgId, userId } = callerAccess(request);
      return imports.commit({ orgId, userId }, rows);
    },
  );
};
