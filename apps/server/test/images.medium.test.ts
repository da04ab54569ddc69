import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, fakeWebDist } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  const webDist = fakeWebDist();
  mkdirSync(join(webDist, 'images'));
  const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 30, g: 120, b: 60 } } }).png().toBuffer();
  writeFileSync(join(webDist, 'images', 'field.png'), png);
  writeFileSync(join(webDist, 'images', 'notes.txt'), 'not an image');
  ({ app } = await buildTestApp({ webDistDir: webDist }));
});
afterAll(async () => {
  await app.close();
});

const get = (query: string, accept = 'image/avif,image/webp,*/*') => app.inject({ method: 'GET', url: `/api/images?${query}`, headers: { accept } });

describe('GET /api/images', () => {
  it('resizes a local image to the requested width, WebP for browsers that accept it', async () => {
    const response = await get('url=/images/field.png&w=640&q=75');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 320 });
    expect(response.headers['cache-control']).toContain('max-age');
  });

  it('keeps the original format for other browsers, uses quality 75 by default and never enlarges', async () => {
    const response = await get(`url=${encodeURIComponent('/images/field.png')}&w=3840`, 'image/png,*/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(2400);
  });

  it.each([
    ['a width outside the spec list', 'url=/images/field.png&w=500'],
    ['a missing width', 'url=/images/field.png'],
    ['a quality over 100', 'url=/images/field.png&w=640&q=101'],
    ['a foreign host', `url=${encodeURIComponent('https://evil.example/a.png')}&w=640`],
    ['a protocol-relative address', `url=${encodeURIComponent('//evil.example/a.png')}&w=640`],
    ['a file that is not an image', 'url=/images/notes.txt&w=640'],
    ['a missing file', 'url=/images/none.png&w=640'],
    ['a path outside the web root', `url=${encodeURIComponent('/../../etc/passwd')}&w=640`],
  ])('answers 400 for %s', async (_name, query) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toMatch(/validation_failed|image_source/);
  });
});
