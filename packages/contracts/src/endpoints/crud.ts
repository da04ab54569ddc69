import type { z } from 'zod';
import { idParamsSchema, paginated } from '../common';
import { endpoint } from '../endpoint';
import type { Permission, PermissionGroup } from '../permissions';

type CrudGroup = Extract<PermissionGroup, 'users_and_labors' | 'farm_and_fields' | 'settings' | 'inventory' | 'programs_tasks_activities' | 'pests_and_diseases' | 'sensors' | 'assets'>;

/**
 * The endpoints of an organisation-scoped record type under `base` (e.g. `/api/labors`): paginated list, .xlsx
 * export, read, create, partial update and delete, guarded by the permission group's view, create, edit and
 * delete actions. The list's rows are `item` when given (a lighter row than the record, e.g. a field without its
 * border), else the record.
 */
export function crudEndpoints<const B extends `/api/${string}`, R extends z.ZodType, C extends z.ZodType, U extends z.ZodType, Q extends z.ZodType, I extends z.ZodType = R>(
  base: B,
  group: CrudGroup,
  schemas: { record: R; create: C; update: U; query: Q; item?: I },
) {
  const at = (suffix: string) => `${base}${suffix}` as `/api/${string}`;
  const can = (action: 'view' | 'create' | 'edit' | 'delete') => `${group}:${action}` as Permission;
  return {
    list: endpoint({ method: 'GET', path: at('/'), query: schemas.query, response: paginated((schemas.item ?? schemas.record) as I), access: can('view') }),
    export: endpoint({ method: 'GET', path: at('/export/'), query: schemas.query, response: 'file', access: can('view') }),
    get: endpoint({ method: 'GET', path: at('/:id/'), params: idParamsSchema, response: schemas.record, access: can('view') }),
    create: endpoint({ method: 'POST', path: at('/'), body: schemas.create, response: schemas.record, status: 201, access: can('create') }),
    update: endpoint({ method: 'PATCH', path: at('/:id/'), params: idParamsSchema, body: schemas.update, response: schemas.record, access: can('edit') }),
    remove: endpoint({ method: 'DELETE', path: at('/:id/'), params: idParamsSchema, response: 'empty', status: 204, access: can('delete') }),
  };
}
