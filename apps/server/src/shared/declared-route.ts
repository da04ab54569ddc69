import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import type { Endpoint } from '@rayyan/contracts';
import { serializedBySchema } from '../plugins/response-serializer';
import { errorResponses } from './openapi-responses';
import { XLSX_CONTENT_TYPE } from './xlsx';

export interface DeclaredRouteOptions {
  /** OpenAPI tags of the operation. */
  tags: string[];
  /** Error statuses the route can answer (documented with the shared error shape). */
  errors: number[];
  /** Write the JSON answer from its JSON schema (a list page) instead of parsing it with zod first. */
  compiledSerializer?: boolean;
  /** What a file download holds, for the OpenAPI document. */
  fileDescription?: string;
  /** The media types of a file download (an .xlsx workbook by default). */
  produces?: string[];
  /** The operation's description in the OpenAPI document (e.g. what a multipart upload holds). */
  description?: string;
  /** Route options beyond the declaration's (a body limit, rate-limit config). */
  extra?: Omit<RouteShorthandOptions, 'schema'>;
}

type Parsed<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S } ? (S extends z.ZodType ? z.output<S> : unknown) : unknown;

/** The request a declared endpoint's handler sees: params, query and body typed by the declaration. */
export type DeclaredRequest<E extends Endpoint> = FastifyRequest<{ Params: Parsed<E, 'params'>; Querystring: Parsed<E, 'query'>; Body: Parsed<E, 'body'> }>;

/** What a handler answers: the declared record (or anything for a file, which the handler sends itself). */
type Answer<E extends Endpoint> = E['response'] extends z.ZodType ? z.output<E['response']> | FastifyReply : unknown;

/** The route config of an endpoint's access: public routes skip the token check, the others name their requirement. */
function accessConfig(access: Endpoint['access']) {
  return access === 'public' ? { public: true as const } : { permission: access };
}

/** The 2xx answer of a declaration, as Fastify's response schema. */
function successResponse(endpoint: Endpoint, options: DeclaredRouteOptions): Record<number, unknown> {
  const status = endpoint.status ?? 200;
  if (endpoint.response === 'empty') return { [status]: z.null() };
  if (endpoint.response === 'file') return { [status]: z.any().meta({ description: options.fileDescription ?? 'A file download' }) };
  return { [status]: options.compiledSerializer ? serializedBySchema(endpoint.response) : endpoint.response };
}

/**
 * Registers the route of one declared endpoint: method, path, access, params, query, body and answer all come
 * from the declaration in @rayyan/contracts (the same object the web app's client calls), so the two cannot
 * drift apart. The handler parses nothing itself: Fastify validates the request against the declared schemas.
 */
export function declaredRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: DeclaredRouteOptions,
  handler: (request: DeclaredRequest<E>, reply: FastifyReply) => Answer<E> | Promise<Answer<E>>,
): void {
  const schema: FastifySchema & Record<string, unknown> = {
    tags: options.tags,
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.response === 'file' ? { produces: options.produces ?? [XLSX_CONTENT_TYPE] } : {}),
    ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(options.description ? { description: options.description } : {}),
    ...(endpoint.access === 'public' ? { security: [] } : {}),
    response: { ...successResponse(endpoint, options), ...errorResponses(...options.errors) },
  };
  const { config, ...extra } = options.extra ?? {};
  app.route({
    ...extra,
    method: endpoint.method,
    url: endpoint.path,
    config: { ...(config as object | undefined), ...accessConfig(endpoint.access) },
    schema,
    // The declared success status is set before the handler runs; an endpoint answering nothing sends null.
    async handler(request, reply) {
      reply.code(endpoint.status ?? 200);
      const answer = await handler(request as DeclaredRequest<E>, reply);
      // A handler that sent its answer itself returns the reply, which `await` resolves (Fastify's reply is a thenable) to
      // nothing once it is sent: what counts is that it was sent.
      if (answer === reply || reply.sent) return reply;
      return endpoint.response === 'empty' ? reply.send(null) : answer;
    },
  });
}
