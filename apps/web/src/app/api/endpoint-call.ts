import { endpointUrl, type Endpoint } from '@rayyan/contracts';
import type { z } from 'zod';
import type { ApiClient } from './api-client';

type Field<E, K extends keyof Endpoint> = E extends { [P in K]: infer S } ? (S extends z.ZodType ? S : never) : never;

/** What a caller passes to an endpoint: its path parameters, query, JSON body or form, as declared. */
export type EndpointInput<E extends Endpoint> = ([Field<E, 'params'>] extends [never] ? unknown : { params: z.input<Field<E, 'params'>> }) &
  ([Field<E, 'query'>] extends [never] ? unknown : { query?: Partial<z.input<Field<E, 'query'>>> | URLSearchParams }) &
  ([Field<E, 'body'>] extends [never] ? unknown : { body: z.input<Field<E, 'body'>> }) &
  (E extends { multipart: true } ? { form: FormData } : unknown) & { signal?: AbortSignal };

/** What an endpoint answers: its response parsed by the contract, a file, or nothing. */
export type EndpointOutput<E extends Endpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : E['response'] extends 'file' ? Blob : void;

/** Input is optional for endpoints without path parameters, body or form. */
export type EndpointArgs<E extends Endpoint> = E extends { params: z.ZodType } | { body: z.ZodType } | { multipart: true } ? [input: EndpointInput<E>] : [input?: EndpointInput<E>];

/**
 * Calls a declared endpoint through the API client: the URL from its path and the input's parameters and
 * query, the body or form as declared, and the answer parsed by its response contract.
 */
export function callEndpoint<E extends Endpoint>(api: ApiClient, declaration: E, ...[input]: EndpointArgs<E>): Promise<EndpointOutput<E>> {
  const { params, query, body, form, signal } = (input ?? {}) as { params?: Record<string, string>; query?: Record<string, unknown> | URLSearchParams; body?: unknown; form?: FormData; signal?: AbortSignal };
  // The client's paths are below /api.
  const path = endpointUrl(declaration, params, query).slice('/api'.length);
  const schema = typeof declaration.response === 'string' ? undefined : declaration.response;
  if (declaration.response === 'file') return api.blob(path, { signal }) as Promise<EndpointOutput<E>>;
  if (declaration.multipart) {
    return api.upload(path, form ?? new FormData(), { method: declaration.method === 'PUT' ? 'PUT' : 'POST', schema }) as Promise<EndpointOutput<E>>;
  }
  return api.request(path, { method: declaration.method, body: body ?? (declaration.method === 'POST' && !declaration.body ? {} : undefined), schema, signal }).then((answer) =>
    declaration.response === 'empty' ? undefined : answer,
  ) as Promise<EndpointOutput<E>>;
}
