import { idParamsSchema } from '../common';
import { endpoint } from '../endpoint';
import { generateTreesResultSchema, generateTreesSchema, treeFilterQuerySchema, treeListQuerySchema, treePageSchema, treeSchema, updateTreeSchema } from '../trees';

/**
 * The tree registry (issue #12), under the farm and fields permissions: keyset-paged list (see
 * `treeListQuerySchema` for how `cursor` and `next_cursor` work), its .xlsx export with the same filters, one tree,
 * a partial update, and filling a tree field's grid. Trees are not created or deleted one by one.
 */
export const treesEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/trees/', query: treeListQuerySchema, response: treePageSchema, access: 'farm_and_fields:view' }),
  export: endpoint({ method: 'GET', path: '/api/trees/export/', query: treeFilterQuerySchema, response: 'file', access: 'farm_and_fields:view' }),
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
} as const;
