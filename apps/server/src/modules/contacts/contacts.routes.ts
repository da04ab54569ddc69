import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  contactCreatedSchema,
  contactListQuerySchema,
  contactListSchema,
  contactRecordSchema,
  contactRequestSchema,
  contactStatusUpdateSchema,
  idParamsSchema,
} from '@rayyan/contracts';
import type { Clock } from '../../ports/clock';
import { AppError } from '../../shared/app-error';
import { errorResponses } from '../../shared/openapi-responses';
import { rateLimitByIp } from '../../shared/rate-limit';
import type { AttemptLimiter } from '../../shared/sliding-window-limiter';
import { attachmentHeader, buildXlsx, XLSX_CONTENT_TYPE } from '../../shared/xlsx';
import { CONTACT_SHEET_COLUMNS, type ContactsService } from './contacts.service';

/** A contact request is a form; a larger body is refused before parsing. */
export const CONTACT_BODY_LIMIT = 32 * 1024;

/** The language the visitor reads the site in, from the `lang` cookie (spec 1), for the reply. */
function visitorLanguage(request: FastifyRequest): string | null {
  const match = /(?:^|;\s*)lang=(en|ar)(?:;|$)/.exec(request.headers.cookie ?? '');
  return match?.[1] ?? null;
}

/** The spec's English messages per field (spec 5), from the contract's message keys. */
function fieldMessages(validation: { instancePath?: string; message?: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of validation) {
    const field = (issue.instancePath ?? '').replace(/^\//, '').split('/')[0] || 'body';
    fields[field] ??= issue.message ?? '';
  }
  return fields;
}

/** POST /api/contacts/ (public, rate-limited); list, export and follow-up for super admins. */
export const contactsRoutes: FastifyPluginAsyncZod<{ contacts: ContactsService; limiter: AttemptLimiter; clock: Clock }> = async (app, { contacts, limiter, clock }) => {
  app.post(
    '/api/contacts/',
    {
      config: { public: true },
      bodyLimit: CONTACT_BODY_LIMIT,
      onRequest: rateLimitByIp(limiter),
      attachValidation: true,
      schema: { tags: ['contacts'], security: [], body: contactRequestSchema, response: { 201: contactCreatedSchema, ...errorResponses(400, 413, 429) } },
    },
    async (request, reply) => {
      if (request.validationError) {
        const validation = (request.validationError as { validation?: { instancePath?: string; message?: string }[] }).validation ?? [];
        throw new AppError('validation_failed', 400, fieldMessages(validation));
      }
      await contacts.submit(request.body, visitorLanguage(request));
      return reply.code(201).send({ success: true as const });
    },
  );

  app.get(
    '/api/contacts/',
    {
      config: { permission: 'super_admin' },
      schema: {
        tags: ['contacts'],
        description: '`format=xlsx` answers an Excel workbook and `format=csv` a CSV file of every matching request (newest first) instead of a page.',
        querystring: contactListQuerySchema,
        produces: ['application/json', XLSX_CONTENT_TYPE, 'text/csv'],
        response: { 200: contactListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (format === 'json') return contacts.list({ ...query, format });
      if (format === 'xlsx') {
        const workbook = await buildXlsx('Contact requests', CONTACT_SHEET_COLUMNS, await contacts.exportRecords(query));
        return reply.type(XLSX_CONTENT_TYPE).header('content-disposition', attachmentHeader('contact-requests', clock.now())).send(workbook as never);
      }
      const csv = await contacts.exportCsv(query);
      return reply
        .header('content-disposition', 'attachment; filename="contact-requests.csv"')
        .type('text/csv; charset=utf-8')
        .serializer((payload: unknown) => String(payload))
        .send(csv as never);
    },
  );

  app.patch(
    '/api/contacts/:id/',
    {
      config: { permission: 'super_admin' },
      schema: { tags: ['contacts'], params: idParamsSchema, body: contactStatusUpdateSchema, response: { 200: contactRecordSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    (request) => contacts.setStatus(request.params.id, request.body.status),
  );
};
