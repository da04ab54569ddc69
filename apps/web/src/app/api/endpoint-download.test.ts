import { describe, expect, it, vi } from 'vitest';
import { contactsEndpoints, cropRotationsEndpoints, laborsEndpoints } from '@rayyan/contracts';
import { createApiClient } from './api-client';
import { fetchEndpointFile } from './endpoint-download';

function clientAnsweringFile() {
  const urls: string[] = [];
  const fetch = vi.fn(async (url: string) => {
    urls.push(url);
    return new Response(new Blob(['PK-workbook']), { status: 200, headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
  });
  return { api: createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, accessToken: () => 'token', onTokenInvalid: () => {} }), urls };
}

describe('downloading a declared endpoint', () => {
  it("fetches a list's export with the list's filters, from the declaration's path", async () => {
    const { api, urls } = clientAnsweringFile();
    const file = await fetchEndpointFile(api, laborsEndpoints.export, { query: new URLSearchParams('status=active&search=ali') });
    expect(urls).toEqual(['/api/labors/export/?search=ali&status=active']);
    expect(await file.text()).toBe('PK-workbook');
  });

  it('asks a list for its file format and a field for its rotations', async () => {
    const { api, urls } = clientAnsweringFile();
    await fetchEndpointFile(api, contactsEndpoints.list, { query: { status: 'new', format: 'xlsx' } });
    await fetchEndpointFile(api, cropRotationsEndpoints.export, { query: { crop_field_id: 'f 1' } });
    expect(urls).toEqual(['/api/contacts/?format=xlsx&status=new', '/api/crop-rotations/export/?crop_field_id=f%201']);
  });
});
