import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, paginated, type PermissionGroup } from '@rayyan/contracts';
import { callerAccess } from '../plugins/permissions';
import { serializedBySchema } from '../plugins/response-serializer';
import type { Clock } from '../ports/clock';
import { errorResponses } from './openapi-responses';
import type { Actor } from './record-service';
import type { Page } from './pagination';
import { attachmentHeader, buildXlsx, XLSX_CONTENT_TYPE, type SheetColumn } from './xlsx';

/** What the five routes of a record type call. */
export interface CrudService<TRecord, TCreate, TUpdate, TQuery> {
  list(orgId: string, query: TQuery): Promise<Page<TRecord>>;
  exportRows(orgId: string, query: TQuery): Promise<TRecord[]>;
  get(orgId: string, id: string): Promise<TRecord>;
  create(actor: Actor, input: TCreate): Promise<TRecord>;
  update(actor: Actor, id: string, patch: TUpdate): Promise<TRecord>;
  delete(actor: Actor, id: string): Promise<void>;
}

export interface CrudRoutesOptions<R extends z.ZodType, C extends z.ZodType, U extends z.ZodType, Q extends z.ZodType> {
  /** e.g. `/api/labors` */
  basePath: string;
  tag: string;
  /** Permission group guarding the routes: view for reads and export, create, edit, delete. */
  group: Extract<PermissionGroup, 'users_and_labors' | 'farm_and_fields' | 'settings'>;
  schemas: { record: R; create: C; update: U; query: Q };
  service: CrudService<z.infer<R>, z.infer<C>, z.infer<U>, z.infer<Q>>;
  /** The .xlsx export route (`GET {basePath}/export/`). */
  exportSheet: { name: string; fileName: string; columns: SheetColumn<z.infer<R>>[] };
  clock: Clock;
}

const actorOf = (access: { orgId: string; userId: string }): Actor => ({ orgId: access.orgId, userId: access.userId });

/**
 * GET list, GET export (.xlsx, when configured), POST, GET/PATCH/DELETE by id for one organisation-scoped record type.
 * Handlers parse, call one service function and answer.
 */
export function registerCrudRoutes<R extends z.ZodType, C extends z.ZodType, U extends z.ZodType, Q extends z.ZodType>(
  parent: FastifyInstance,
  options: CrudRoutesOptions<R, C, U, Q>,
): void {
  // Generic over the record schemas, so handlers see plain requests; the zod schemas still validate them.
  const app = parent;
  type IdRequest = { params: unknown };
  // Typed loosely on purpose: the response types depend on the generic schemas.
  const routeSchema = (schema: FastifySchema & Record<string, unknown>): FastifySchema => schema;
  const idOf = (request: IdRequest) => (request.params as { id: string }).id;
  const { basePath, tag, group, schemas, service, exportSheet, clock } = options;
  const tags = [tag];
  const view = `${group}:view` as const;

  app.get(
    `${basePath}/`,
    { config: { permission: view }, schema: { tags, querystring: schemas.query, response: { 200: serializedBySchema(paginated(schemas.record)), ...errorResponses(400, 401, 403) } } },
    (request) => service.list(callerAccess(request).orgId, request.query as z.infer<Q>),
  );

  app.get(
    `${basePath}/export/`,
    {
      config: { permission: view },
      schema: {
        tags,
        querystring: schemas.query,
        produces: [XLSX_CONTENT_TYPE],
        response: { 200: z.any().meta({ description: 'An .xlsx workbook of every matching record' }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const rows = await service.exportRows(callerAccess(request).orgId, request.query as z.infer<Q>);
      const workbook = await buildXlsx(exportSheet.name, exportSheet.columns, rows);
      return reply.type(XLSX_CONTENT_TYPE).header('content-disposition', attachmentHeader(exportSheet.fileName, clock.now())).send(workbook);
    },
  );

  app.post(
    `${basePath}/`,
    { config: { permission: `${group}:create` }, schema: routeSchema({ tags, body: schemas.create, response: { 201: schemas.record, ...errorResponses(400, 401, 403, 409) } }) },
    async (request, reply) => reply.code(201).send(await service.create(actorOf(callerAccess(request)), request.body as z.infer<C>)),
  );

  app.get(
    `${basePath}/:id/`,
    { config: { permission: view }, schema: routeSchema({ tags, params: idParamsSchema, response: { 200: schemas.record, ...errorResponses(400, 401, 403, 404) } }) },
    (request) => service.get(callerAccess(request).orgId, idOf(request)),
  );

  app.patch(
    `${basePath}/:id/`,
    {
      config: { permission: `${group}:edit` },
      schema: routeSchema({ tags, params: idParamsSchema, body: schemas.update, response: { 200: schemas.record, ...errorResponses(400, 401, 403, 404, 409) } }),
    },
    (request) => service.update(actorOf(callerAccess(request)), idOf(request), request.body as z.infer<U>),
  );

  app.delete(
    `${basePath}/:id/`,
    { config: { permission: `${group}:delete` }, schema: routeSchema({ tags, params: idParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } }) },
    async (request, reply) => {
      await service.delete(actorOf(callerAccess(request)), idOf(request));
      return reply.code(204).send(null);
    },
  );
}
