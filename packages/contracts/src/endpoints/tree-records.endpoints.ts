import { idParamsSchema, paginated } from '../common';
import { endpoint } from '../endpoint';
import { approveTreeRecordsResultSchema, approveTreeRecordsSchema, createTreeRecordSchema, rejectTreeRecordSchema, treeObservationSchema, treeRecordListQuerySchema } from '../tree-records';

/**
 * Records from the field and their review (issue #12, `/review`): whoever may see the trees records what they saw
 * (pending, idempotent by key); whoever may edit them approves (the change reaches the tree) or rejects with a reason.
 */
export const treeRecordsEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/tree-records/', query: treeRecordListQuerySchema, response: paginated(treeObservationSchema), access: 'farm_and_fields:view' }),
  create: endpoint({ method: 'POST', path: '/api/tree-records/', body: createTreeRecordSchema, response: treeObservationSchema, status: 201, access: 'farm_and_fields:view' }),
  get: endpoint({ method: 'GET', path: '/api/tree-records/:id/', params: idParamsSchema, response: treeObservationSchema, access: 'farm_and_fields:view' }),
  /** 409 record_not_pending once reviewed. */
  approve: endpoint({ method: 'POST', path: '/api/tree-records/:id/approve/', params: idParamsSchema, response: treeObservationSchema, access: 'farm_and_fields:edit' }),
  reject: endpoint({ method: 'POST', path: '/api/tree-records/:id/reject/', params: idParamsSchema, body: rejectTreeRecordSchema, response: treeObservationSchema, access: 'farm_and_fields:edit' }),
  /** All approved in one transaction, or none (404 when any is not the organisation's, 409 when any was reviewed). */
  approveMany: endpoint({ method: 'POST', path: '/api/tree-records/approve/', body: approveTreeRecordsSchema, response: approveTreeRecordsResultSchema, access: 'farm_and_fields:edit' }),
};
