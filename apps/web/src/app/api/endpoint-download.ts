import { endpointUrl, type Endpoint } from '@rayyan/contracts';
import type { ApiClient } from './api-client';
import type { EndpointArgs } from './endpoint-call';

/** A declared GET endpoint whose answer can be a file: an export, or a list asked for in a file format. */
type FileEndpoint = Endpoint & { method: 'GET' };

/**
 * Fetches a declared GET endpoint's answer as a file, with the session's token: the URL from its path and the
 * input's parameters and query. For exports (`response: 'file'`) and for lists whose query selects a file
 * format (`format=xlsx`).
 */
export function fetchEndpointFile<E extends FileEndpoint>(api: ApiClient, declaration: E, ...[input]: EndpointArgs<E>): Promise<Blob> {
  const { params, query, signal } = (input ?? {}) as { params?: Record<string, string>; query?: Record<string, unknown> | URLSearchParams; signal?: AbortSignal };
  return api.blob(endpointUrl(declaration, params, query).slice('/api'.length), { signal });
}

/** Saves a file the browser holds in memory under `name` (the download prompt or the downloads folder). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Fetches a declared endpoint's file and saves it under `name`. */
export async function downloadEndpoint<E extends FileEndpoint>(api: ApiClient, declaration: E, name: string, ...args: EndpointArgs<E>): Promise<void> {
  saveFile(await fetchEndpointFile(api, declaration, ...args), name);
}
