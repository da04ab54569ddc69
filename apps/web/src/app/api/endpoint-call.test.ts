import { describe, expect, it, vi } from 'vitest';
import { geographyEndpoints } from '@rayyan/contracts';
import { createApiClient } from './api-client';
import { callEndpoint } from './endpoint-call';

const region = {
  id: '7b0a4a7e-3c1f-4b7e-9d7a-0c9f1e2d3a4b',
  org_id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  name: 'Al-Ahsa',
  code: 'AHS',
  address: null,
  farms_count: 2,
  traps_count: 0,
};

function clientAnswering(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { api: createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, accessToken: () => 'token', onTokenInvalid: () => {} }), calls };
}

describe('calling a declared endpoint', () => {
  it('builds the URL and body from the declaration and answers the record parsed by its contract', async () => {
    const { api, calls } = clientAnswering(200, { ...region, ignored_extra: true });
    const updated = await callEndpoint(api, geographyEndpoints.regions.update, { params: { id: region.id }, body: { name: 'Al-Ahsa' } });
    expect(calls[0]!.url).toBe(`/api/regions/${region.id}/`);
    expect(calls[0]!.init.method).toBe('PATCH');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ name: 'Al-Ahsa' });
    expect(updated).toEqual(region);
  });

  it('refuses an answer that breaks the contract instead of showing it', async () => {
    const { api } = clientAnswering(200, { ...region, farms_count: 'two' });
    await expect(callEndpoint(api, geographyEndpoints.regions.get, { params: { id: region.id } })).rejects.toThrow();
  });

  it('passes a list page query and answers nothing for a delete', async () => {
    const list = clientAnswering(200, { count: 1, page: 1, page_size: 20, results: [region] });
    const page = await callEndpoint(list.api, geographyEndpoints.regions.list, { query: new URLSearchParams('search=ahsa&page=1') });
    expect(list.calls[0]!.url).toBe('/api/regions/?page=1&search=ahsa');
    expect(page.results[0]!.name).toBe('Al-Ahsa');
    const removed = clientAnswering(204, undefined);
    await expect(callEndpoint(removed.api, geographyEndpoints.regions.remove, { params: { id: region.id } })).resolves.toBeUndefined();
    expect(removed.calls[0]!.init.method).toBe('DELETE');
  });
});
