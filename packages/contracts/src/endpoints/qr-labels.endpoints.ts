import { idParamsSchema, paginated } from '../common';
import { endpoint } from '../endpoint';
import { createQrExportSchema, qrExportListQuerySchema, qrExportSchema, qrTokenParamsSchema, qrTreeLinkSchema } from '../qr-labels';

/**
 * QR labels of trees (issue #12): exports printed by a background job (202, then followed through GET /api/job-runs/
 * with the export's id as subject), their list, download, cancel and delete; one tree's code as SVG; a scanned
 * label's signed link resolved to its tree.
 */
export const qrLabelsEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/qr-exports/', query: qrExportListQuerySchema, response: paginated(qrExportSchema), access: 'farm_and_fields:view' }),
  create: endpoint({ method: 'POST', path: '/api/qr-exports/', body: createQrExportSchema, response: qrExportSchema, status: 202, access: 'farm_and_fields:create' }),
  get: endpoint({ method: 'GET', path: '/api/qr-exports/:id/', params: idParamsSchema, response: qrExportSchema, access: 'farm_and_fields:view' }),
  /** A queued or running export stops (409 qr_export_finished once it has ended). */
  cancel: endpoint({ method: 'POST', path: '/api/qr-exports/:id/cancel/', params: idParamsSchema, response: qrExportSchema, access: 'farm_and_fields:create' }),
  /** The PDF (409 qr_export_not_ready before it is done). */
  download: endpoint({ method: 'GET', path: '/api/qr-exports/:id/download/', params: idParamsSchema, response: 'file', access: 'farm_and_fields:view' }),
  remove: endpoint({ method: 'DELETE', path: '/api/qr-exports/:id/', params: idParamsSchema, response: 'empty', status: 204, access: 'farm_and_fields:delete' }),
  treeQr: endpoint({ method: 'GET', path: '/api/trees/:id/qr/', params: idParamsSchema, response: 'file', access: 'farm_and_fields:view' }),
  /** 400 qr_link_invalid for a forged or altered link; 404 for a tree that is not (or no longer) the caller's organisation's. */
  resolve: endpoint({ method: 'GET', path: '/api/trees/qr/:token/', params: qrTokenParamsSchema, response: qrTreeLinkSchema, access: 'farm_and_fields:view' }),
};
