import { createServer, type IncomingMessage, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

/**
 * A local STAC API and COG host for tests: `POST /v1/search` answers the recorded pages (the item's asset hrefs
 * rewritten to this server), `/cogs/<file>` serves the scene's files by HTTP range requests only. Test knobs: a
 * failing search, an empty one, a truncated or corrupt red band.
 */

const SCENE_DIR = new URL('./sentinel2-29RKH-20200219/', import.meta.url);
const COG_PREFIX = 'https://sentinel-cogs.s3.us-west-2.amazonaws.com/sentinel-s2-l2a-cogs/29/R/KH/2020/2/S2A_29RKH_20200219_0_L2A/';
const API_PREFIX = 'https://earth-search.aws.element84.com/v1/';

export interface StacTestServer {
  url: string;
  /** Base of the STAC API (STAC_API_URL). */
  apiUrl: string;
  /** Bodies of the search requests received. */
  searches: Array<Record<string, unknown>>;
  /** Requests for COG bytes: file and Range header. */
  rangeRequests: Array<{ file: string; range: string | undefined }>;
  /** What the next searches answer. */
  mode: 'normal' | 'error' | 'empty';
  /** The red band served as: itself, its first 30 %, or bytes of noise after a valid header. */
  redBand: 'normal' | 'truncated' | 'corrupt';
  close(): Promise<void>;
}

function body(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function corrupted(data: Buffer): Buffer {
  const copy = Buffer.from(data);
  // Keep the header and tile index (first 16 KB), scramble the compressed tiles after it.
  let seed = 7;
  for (let i = 16_384; i < copy.length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    copy[i] = seed & 0xff;
  }
  return copy;
}

export async function startStacTestServer(): Promise<StacTestServer> {
  const files = new Map<string, Buffer>();
  const file = (name: string) => {
    if (!files.has(name)) files.set(name, readFileSync(new URL(name, SCENE_DIR)));
    return files.get(name)!;
  };
  const page1 = readFileSync(new URL('./search-page-1.json', import.meta.url), 'utf8');
  const page2 = readFileSync(new URL('./search-page-2.json', import.meta.url), 'utf8');
  const state: StacTestServer = {
    url: '',
    apiUrl: '',
    searches: [],
    rangeRequests: [],
    mode: 'normal',
    redBand: 'normal',
    close: () => Promise.resolve(),
  };
  const server: Server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (request.method === 'POST' && path === '/v1/search') {
      const searched = JSON.parse(await body(request)) as Record<string, unknown>;
      state.searches.push(searched);
      if (state.mode === 'error') {
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"code":"ServiceUnavailable"}');
        return;
      }
      const datetime = String(searched.datetime ?? '');
      const covers = datetime.slice(0, 10) <= '2020-02-19' && datetime.slice(21, 31) >= '2020-02-19';
      const page = state.mode === 'empty' || !covers || searched.next ? page2 : page1;
      let text = page.replaceAll(COG_PREFIX, `${state.url}/cogs/`).replaceAll(API_PREFIX, `${state.apiUrl}/`);
      // A broken red band has an address of its own, as a re-processed file would: clients keep opened files by address.
      if (state.redBand !== 'normal') text = text.replaceAll('/cogs/B04.tif', `/cogs/B04.tif?variant=${state.redBand}`);
      response.writeHead(200, { 'content-type': 'application/geo+json' }).end(text);
      return;
    }
    const cog = /^\/cogs\/([A-Z0-9]+\.tif)$/.exec(path);
    if (request.method === 'GET' && cog) {
      const name = cog[1]!;
      let data: Buffer;
      try {
        data = file(name);
      } catch {
        response.writeHead(404).end();
        return;
      }
      if (name === 'B04.tif' && state.redBand === 'truncated') data = data.subarray(0, Math.floor(data.length * 0.3));
      if (name === 'B04.tif' && state.redBand === 'corrupt') data = corrupted(data);
      const range = request.headers.range;
      state.rangeRequests.push({ file: name, range });
      const match = /^bytes=(\d+)-(\d+)$/.exec(range ?? '');
      if (!match) {
        // This host, like the object stores, would send the whole file: the adapter must never ask for it.
        response.writeHead(200, { 'content-type': 'image/tiff', 'content-length': data.length }).end(data);
        return;
      }
      const start = Number(match[1]);
      if (start >= data.length) {
        response.writeHead(416, { 'content-range': `bytes */${data.length}` }).end();
        return;
      }
      const end = Math.min(Number(match[2]), data.length - 1);
      response
        .writeHead(206, { 'content-type': 'image/tiff', 'content-range': `bytes ${start}-${end}/${data.length}`, 'content-length': end - start + 1 })
        .end(data.subarray(start, end + 1));
      return;
    }
    response.writeHead(404).end();
  });
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}`;
  state.apiUrl = `${state.url}/v1`;
  return state;
}
