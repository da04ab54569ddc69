import type { FastifyPluginAsync } from 'fastify';
import { LAB_REPORT_MAX_BYTES, ROTATION_IMPORT_MAX_BYTES, labSamplesEndpoints as endpoints, type LabImportPreview } from '@rayyan/contracts';
import { callerAccess } from '../../plugins/permissions';
import type { Clock } from '../../ports/clock';
import { registerCrudRoutes } from '../../shared/crud-routes';
import { declaredRoute } from '../../shared/declared-route';
import { registerMultipart } from '../../shared/multipart';
import { sheetPreview, sheetUpload, uploadedFile } from '../../shared/uploads';
import { rowsInvalid } from '../crop-rotations/crop-rotations.service';
import type { LabSamplesService } from './lab-samples.service';
import { missingLabColumns, readLabRange, readLabSheet } from './lab-sheet';

const tags = ['lab-samples'];
const actorOf = (request: Parameters<typeof callerAccess>[0]) => {
  const { orgId, userId } = callerAccess(request);
  return { orgId, userId };
};

/** /api/lab-samples/: the records with their properties, the lab report file, and the results sheet import (issue #17). */
export const labSamplesRoutes: FastifyPluginAsync<{ labSamples: LabSamplesService; clock: Clock }> = async (app, { labSamples, clock }) => {
  // Encapsulated: only these routes accept multipart bodies (the report up to 10 MB, a workbook up to 5 MB).
  await registerMultipart(app, { limits: { fileSize: LAB_REPORT_MAX_BYTES, files: 1, fields: 10 } });
  registerCrudRoutes(app, {
    endpoints,
    tag: 'lab-samples',
    service: labSamples,
    clock,
    exportSheet: {
      name: 'Lab samples',
      fileName: 'lab-samples',
      columns: [
        'code', ['Name', 'name', 28], ['Type', 'sample_type'], 'analysis_type', 'laboratory', ['Field', 'field_name'], 'sample_date',
        ['Result date', 'result_on'], 'status', 'texture_class',
        { header: 'Properties', value: (s) => s.properties.map((p) => `${p.parameter} ${p.result} ${p.unit}`.trim()).join('; '), width: 60 },
      ],
    },
  });

  declaredRoute(
    app,
    endpoints.uploadReport,
    {
      tags,
      errors: [400, 401, 403, 404, 413, 415],
      description: `Multipart field \`file\`: a PDF, JPEG, PNG or WebP lab report of at most ${LAB_REPORT_MAX_BYTES} bytes, its type checked by content.`,
      extra: { bodyLimit: LAB_REPORT_MAX_BYTES + 64 * 1024 },
    },
    async (request) => labSamples.setReport(actorOf(request), request.params.id, await uploadedFile(request, LAB_REPORT_MAX_BYTES, 'lab_report_too_large')),
  );
  declaredRoute(app, endpoints.report, { tags, errors: [400, 401, 403, 404], produces: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'], fileDescription: 'The lab report' }, async (request, reply) => {
    const file = await labSamples.report(callerAccess(request).orgId, request.params.id);
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${encodeURIComponent(file.fileName)}"`)
      .header('x-content-type-options', 'nosniff')
      .send(file.data);
  });

  /** Reads the workbook's range as properties of the sample (which must be the caller's). */
  const preview = async (request: Parameters<typeof callerAccess>[0] & { params: { id: string } }) => {
    await labSamples.get(callerAccess(request).orgId, request.params.id);
    const { bytes, range } = await sheetUpload(request, ROTATION_IMPORT_MAX_BYTES);
    const sheet = await readLabSheet(bytes, range);
    return { sheet, read: readLabRange(sheet) };
  };
  const importOptions = (description: string) => ({ tags, errors: [400, 401, 403, 404, 413, 415], description, extra: { bodyLimit: ROTATION_IMPORT_MAX_BYTES + 64 * 1024 } });
  declaredRoute(
    app,
    endpoints.importPreview,
    importOptions('Multipart `file` (.xlsx ≤ 5 MB) and optional `sheet`, `first_row`, `last_row`, `first_col`, `last_col` (1-based; the first row is the header: Parameter, Result, Unit). Writes nothing.'),
    async (request): Promise<LabImportPreview> => {
      const { sheet, read } = await preview(request);
      return sheetPreview(sheet, read);
    },
  );
  declaredRoute(
    app,
    endpoints.import,
    importOptions('Same inputs as the preview. The rows become the sample\'s properties (replacing the same parameters) only if every row is valid; else 400 rows_invalid naming each bad sheet row, nothing written.'),
    async (request) => {
      const { read } = await preview(request);
      if (read.missing.length) throw missingLabColumns(read.missing);
      const bad = read.rows.filter((r) => Object.keys(r.errors).length > 0);
      if (bad.length) throw rowsInvalid(bad.map((r) => ({ index: r.index, fields: r.errors })));
      const properties = read.rows.map((r) => r.property!);
      const sample = await labSamples.importProperties(actorOf(request), request.params.id, properties);
      return { sample, imported: properties.length };
    },
  );
};
