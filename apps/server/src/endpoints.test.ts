import { beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@rayyan/contracts';
import { generateOpenApiDocument } from './openapi-document';

// The web app calls the server only through the endpoints declared in @rayyan/contracts: each must be a route
// of the server with the same method, path and success status, or the web app would call into nothing.
let document: Awaited<ReturnType<typeof generateOpenApiDocument>>;
beforeAll(async () => {
  document = await generateOpenApiDocument();
}, 120_000);

const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');

describe('declared endpoints', () => {
  it('are all routes of the server, with the declared success status', () => {
    const missing: string[] = [];
    for (const endpoint of allEndpoints()) {
      const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      const status = String(endpoint.status ?? 200);
      if (!operation?.responses?.[status]) missing.push(`${endpoint.method} ${endpoint.path} ${status}`);
    }
    expect(missing).toEqual([]);
  });
});
