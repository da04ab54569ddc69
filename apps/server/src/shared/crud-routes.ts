import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { crudEndpoints } from '@rayyan/contracts';
import { callerAccess } from '../plugins/permissions';
import type { Clock } from '../ports/clock';
import { declaredRoute } from './declared-route';
import type { Actor } from './record-service';
import type { Page } from './pagination';
import { sheetColumnsOf, type ColumnSpec } from './sheet-columns';
import { attachmentHeader, buildXlsx, XLSX_CONTENT_TYPE } from './xlsx';

/** What the six routes of a record type call. */
export interface CrudService<TRecord, TCreate, TUpdate, TQuery> {
  list(orgId: string, query: TQuery): Promise<Page<TRecord>>;
  exportRows(orgId: string, query: TQuery): Promise<TRecord[]>;
  get(orgId: string, id: string): Promise<TRecord>;
  create(actor: Actor, input: TCreate): Promise<TRecord>;
  update(actor: Actor, id: string, patch: TUpdate): Promise<TRecord>;
  delete(actor: Actor, id: string): Promise<void>;
}

/** The endpoints `crudEndpoints` declares for one record type. */
type CrudEndpoints<R extends z.ZodType, C extends z.ZodType, U extends z.ZodType, Q extends z.ZodType> = ReturnType<
  typeof crudEndpoints<`/api/${string}`, R, C, U, Q>
>;

export interface CrudRoutesOptions<R extends z.ZodType, C extends z.ZodType, U extends z.ZodType, Q extends z.ZodType> {
  /** The record type's declared endpoints (packages/contracts `crudEndpoints`): paths, permissions and schemas. */
  endpoints: CrudEndpoints<R, C, U, Q>;
  tag: string;
  service: CrudService<z.infer<R>, z.infer<C>, z.infer<U>, z.infer<Q>>;
  /** The .xlsx export (`GET {base}/export/`): its sheet's name, the file's name (before the date) and the columns. */
  exportSheet: { name: string; fileName: string; columns: readonly ColumnSpec<z.infer<R>>[] };
  clock: Clock;
}

const actorOf = (access: { orgId: string; userId: string }): Actor => ({ orgId: access.orgId, userId: access.userId });
const idOf = (request: { params: unknown }) => (request.params as { id: string }).id;

/**
 * GET list, GET export (.xlsx), POST, GET/PATCH/DELETE by id for one organisation-scoped record type, each
 * registered from its declaration. Handlers call one service function and answer.
 */
export function registerCrudRoutes<R extends z.ZodType, C extends z.ZodType, U extends z.ZodType, Q extends z.ZodType>(
  app: FastifyInstance,
  options: CrudRoutesOptions<R, C, U, Q>,
): void {
  const { endpoints, service, exportSheet, clock } = options;
  const tags = [options.tag];
  const columns = sheetColumnsOf(exportSheet.columns);
  const orgOf = (request: Parameters<typeof callerAccess>[0]) => callerAccess(request).orgId;

  declaredRoute(app, endpoints.list, { tags, errors: [400, 401, 403], compiledSerializer: true }, (request) =>
    service.list(orgOf(request), request.query as z.infer<Q>),
  );
  declaredRoute(app, endpoints.export, { tags, errors: [400, 401, 403], fileDescription: 'An .xlsx workbook of every matching record' }, async (request, reply) => {
    const rows = await service.exportRows(orgOf(request), request.query as z.infer<Q>);
    const workbook = await buildXlsx(exportSheet.name, columns, rows);
    return reply.type(XLSX_CONTENT_TYPE).header('content-disposition', attachmentHeader(exportSheet.fileName, clock.now())).send(workbook);
  });
  declaredRoute(app, endpoints.create, { tags, errors: [400, 401, 403, 409] }, async (request, reply) =>
    reply.code(201).send(await service.create(actorOf(callerAccess(request)), request.body as z.infer<C>)),
  );
  declaredRoute(app, endpoints.get, { tags, errors: [400, 401, 403, 404] }, (request) => service.get(orgOf(request), idOf(request)));
  declaredRoute(app, endpoints.update, { tags, errors: [400, 401, 403, 404, 409] }, (request) =>
    service.update(actorOf(callerAccess(request)), idOf(request), request.body as z.infer<U>),
  );
  declaredRoute(app, endpoints.remove, { tags, errors: [400, 401, 403, 404] }, async (request, reply) => {
    await service.delete(actorOf(callerAccess(request)), idOf(request));
    return reply.code(204).send(null);
  });
}
