import { idParamsSchema } from '../common';
import { bulkUpdateTreesResultSchema, bulkUpdateTreesSchema, treeGridIdsQuerySchema, treeGridIdsSchema, treeGridSchema, treeSummaryQuerySchema, treeSummarySchema } from '../tree-views';
import { endpoint } from '../endpoint';
import { treeImportPreviewSchema, treeImportResultSchema } from '../tree-import';
import { generateTreesResultSchema, generateTreesSchema, treeFilterQuerySchema, treeListQuerySchema, treePageSchema, treeSchema, updateTreeSchema } from '../trees';

/**
 * The tree registry (issue #12), under the farm and fields permissions: keyset-paged list (see
 * `treeListQuerySchema` for how `cursor` and `next_cursor` work), its .xlsx export with the same filters, one tree,
 * a partial update and the same change to many trees, filling a tree field's grid and reading it as a spot map, and the
 * dashboard's counts. Trees are not created or deleted one by one.
 */
export const treesEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/trees/', query: treeListQuerySchema, response: treePageSchema, access: 'farm_and_fields:view' }),
  export: endpoint({ method: 'GET', path: '/api/trees/export/', query: treeFilterQuerySchema, response: 'file', access: 'farm_and_fields:view' }),
  /** Counts of the organisation's (or one farm's) trees for the tree dashboard; 404 for a farm not of the organisation. */
  summary: endpoint({ method: 'GET', path: '/api/trees/summary/', query: treeSummaryQuerySchema, response: treeSummarySchema, access: 'farm_and_fields:view' }),
  /** The same change to many trees (the grid's box selection): one transaction, 404 when any id is not the organisation's. */
  bulkUpdate: endpoint({ method: 'PATCH', path: '/api/trees/bulk/', body: bulkUpdateTreesSchema, response: bulkUpdateTreesResultSchema, access: 'farm_and_fields:edit' }),
  /** An empty import sheet: the header row, and a sheet of the allowed values and the organisation's tree fields. */
  importTemplate: endpoint({ method: 'GET', path: '/api/trees/import/template/', response: 'file', access: 'farm_and_fields:view' }),
  /** Multipart `file` (.xlsx) and the sheet and range; checks every row against the organisation's fields and trees, writes nothing. */
  importPreview: endpoint({ method: 'POST', path: '/api/trees/import/preview/', multipart: true, response: treeImportPreviewSchema, access: 'farm_and_fields:create' }),
  /** Same inputs as the preview; creates and updates every row in one transaction only if all are valid (403 limit_exceeded past the contract). */
  import: endpoint({ method: 'POST', path: '/api/trees/import/', multipart: true, response: treeImportResultSchema, access: 'farm_and_fields:create' }),
  get: endpoint({ method: 'GET', path: '/api/trees/:id/', params: idParamsSchema, response: treeSchema, access: 'farm_and_fields:view' }),
  update: endpoint({ method: 'PATCH', path: '/api/trees/:id/', params: idParamsSchema, body: updateTreeSchema, response: treeSchema, access: 'farm_and_fields:edit' }),
  /** One tree per plantable spot of the field's grid; 403 limit_exceeded past the contracted trees. */
  generate: endpoint({
    method: 'POST',
    path: '/api/fields/:id/trees/generate/',
    params: idParamsSchema,
    body: generateTreesSchema,
    response: generateTreesResultSchema,
    access: 'farm_and_fields:create',
  }),
  /** The field's spot map for the grid screen (see `treeGridSchema`). */
  grid: endpoint({ method: 'GET', path: '/api/fields/:id/trees/grid/', params: idParamsSchema, response: treeGridSchema, access: 'farm_and_fields:view' }),
  /** The ids of the field's records in a box of its grid (a box selection), for the bulk change. */
  gridIds: endpoint({ method: 'GET', path: '/api/fields/:id/trees/grid/ids/', params: idParamsSchema, query: treeGridIdsQuerySchema, response: treeGridIdsSchema, access: 'farm_and_fields:view' }),
} as const;
