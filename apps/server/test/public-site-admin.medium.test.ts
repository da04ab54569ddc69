import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LEARNING_IMAGE_MAX_BYTES, LEARNING_MEDIA_PATH } from '@rayyan/contracts';
import type { MemoryStorage } from '../src/ports/storage';
import { type Caller, createArticle, multipartFile, PNG_1X1, withTenantApp } from './tenants';

let app: FastifyInstance;
let storage: MemoryStorage;
let superAdmin: Caller;
let admin: Caller;

withTenantApp({ superAdmin: { superAdmin: true }, admin: {} }, (built) => ({ app, storage, superAdmin, admin } = built));

/** A published article with a unique slug, created by the super admin. */
const article = () => createArticle(superAdmin, 'media');

const mp4 = (size = 64) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom', 'latin1'), Buffer.alloc(size - 12, 7)]);
const upload = (caller: Caller, slug: string, data: Buffer, name = 'file.bin', type = 'application/octet-stream') => {
  const body = multipartFile(data, name, type);
  return caller.call('POST', `/api/learning-zone/${slug}/media/`, body.payload, body.headers);
};

describe('learning-zone media', () => {
  it('stores an image checked by content, serves it at a stable address and through the image optimizer', async () => {
    const slug = await article();
    const response = await upload(superAdmin, slug, PNG_1X1, 'photo.jpg', 'image/jpeg');
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json().image_url as string;
    expect(url).toMatch(new RegExp(`^${LEARNING_MEDIA_PATH}${slug}-[0-9a-f]{12}\\.png$`));
    expect([...storage.files.keys()]).toContain(`learning-zone/${url.slice(LEARNING_MEDIA_PATH.length)}`);

    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.rawPayload, PNG_1X1)).toBe(0);

    const optimized = await app.inject({ method: 'GET', url: `/api/images?url=${encodeURIComponent(url)}&w=640`, headers: { accept: 'image/webp' } });
    expect(optimized.statusCode).toBe(200);
    expect(optimized.headers['content-type']).toBe('image/webp');
    expect((await app.inject({ method: 'GET', url: `/api/learning-zone/${slug}/` })).json().image_url).toBe(url);
  });

  it('stores a video, serves byte ranges, and deletes replaced and removed files', async () => {
    const slug = await article();
    const first = await upload(superAdmin, slug, mp4(), 'clip.mp4', 'video/mp4');
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json().video_url as string;
    expect(firstUrl).toMatch(/\.mp4$/);
    const range = await app.inject({ method: 'GET', url: firstUrl, headers: { range: 'bytes=4-11' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe('bytes 4-11/64');
    expect(range.rawPayload.toString('latin1')).toBe('ftypisom');
    expect((await app.inject({ method: 'GET', url: firstUrl, headers: { range: 'bytes=100-' } })).statusCode).toBe(416);

    const second = await upload(superAdmin, slug, mp4(80), 'clip2.mp4', 'video/mp4');
    const secondUrl = second.json().video_url as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);

    expect((await superAdmin.call('DELETE', `/api/learning-zone/${slug}/`)).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: secondUrl })).statusCode).toBe(404);
  });

  it('refuses wrong types, images over 5 MB, other callers and unknown items, with no side effects', async () => {
    const slug = await article();
    const item = async () => (await app.inject({ method: 'GET', url: `/api/learning-zone/${slug}/` })).json();
    const before = { item: await item(), files: [...storage.files.keys()].sort() };
    const bigImage = Buffer.concat([PNG_1X1, Buffer.alloc(LEARNING_IMAGE_MAX_BYTES)]);
    const cases: [string, Promise<{ statusCode: number; json(): { error: { code: string } } }>, number, string][] = [
      ['text named .png', upload(superAdmin, slug, Buffer.from('<svg onload="alert(1)"/>'), 'x.png', 'image/png'), 415, 'media_type'],
      ['a GIF', upload(superAdmin, slug, Buffer.from('GIF89a' + 'x'.repeat(40)), 'x.gif', 'image/gif'), 415, 'media_type'],
      ['an image over 5 MB', upload(superAdmin, slug, bigImage, 'big.png', 'image/png'), 413, 'media_too_large'],
      ['an organisation admin', upload(admin, slug, PNG_1X1, 'x.png', 'image/png'), 403, 'not_authenticated'],
      ['an unknown item', upload(superAdmin, 'no-such-item', PNG_1X1, 'x.png', 'image/png'), 404, 'not_found'],
      ['a JSON body', superAdmin.call('POST', `/api/learning-zone/${slug}/media/`, { file: 'x' }), 415, 'unsupported_media_type'],
    ];
    for (const [name, pending, status, code] of cases) {
      const response = await pending;
      expect([name, response.statusCode, response.json().error.code]).toEqual([name, status, code]);
    }
    expect({ item: await item(), files: [...storage.files.keys()].sort() }).toEqual(before);
    const anonymous = await app.inject({ method: 'POST', url: `/api/learning-zone/${slug}/media/`, ...multipartFile(PNG_1X1, 'x.png', 'image/png') });
    expect(anonymous.statusCode).toBe(401);
  });

  it('serves only names the server gave', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'x.png', 'profile-images%2Fa.png', 'abc-0123456789ab.gif']) {
      expect((await app.inject({ method: 'GET', url: `${LEARNING_MEDIA_PATH}${name}` })).statusCode).toBe(404);
    }
  });

  it('accepts https video links and refuses other schemes', async () => {
    const slug = await article();
    const current = (await app.inject({ method: 'GET', url: `/api/learning-zone/${slug}/` })).json();
    const put = (video_url: string) =>
      superAdmin.call('PUT', `/api/learning-zone/${slug}/`, { ...current, id: undefined, created_at: undefined, updated_at: undefined, video_url });
    expect((await put('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).statusCode).toBe(200);
    for (const bad of ['http://example.com/v.mp4', 'javascript:alert(1)', '/uploads/x.mp4']) {
      const response = await put(bad);
      expect([bad, response.statusCode]).toEqual([bad, 400]);
      expect(response.json().error.fields.video_url).toBe('Use an https link or upload a video file.');
    }
  });
});

describe('pricing settings', () => {
  const valid = { currency: 'EGP', plans: { basic: 150, premium: 300, advanced: 450 }, discounts: [{ min_feddan: 500, percent: 5 }, { min_feddan: 2000, percent: 12.5 }] };

  it('a super admin sets prices that everybody then reads', async () => {
    const saved = await superAdmin.call('PUT', '/api/site-settings/pricing/', valid);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await app.inject({ method: 'GET', url: '/api/site-settings/pricing/' });
    expect(read.json()).toEqual({ pricing: valid });
  });

  it('refuses zero prices, discounts over 90% and tiers that do not ascend, in words', async () => {
    const response = await superAdmin.call('PUT', '/api/site-settings/pricing/', {
      currency: 'XYZ',
      plans: { basic: 0, premium: 300, advanced: 450 },
      discounts: [{ min_feddan: 500, percent: 95 }, { min_feddan: 400, percent: 10 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      currency: 'Choose a currency from the list.',
      'plans.basic': 'Enter a number greater than zero.',
      'discounts.0.percent': 'A discount is between 0% and 90%.',
    });
    const ascending = await superAdmin.call('PUT', '/api/site-settings/pricing/', { ...valid, discounts: [{ min_feddan: 500, percent: 10 }, { min_feddan: 500, percent: 20 }] });
    expect(ascending.json().error.fields).toEqual({ 'discounts.1.min_feddan': 'Each tier must start at more feddan than the one before and give at least its discount.' });
    const decreasing = await superAdmin.call('PUT', '/api/site-settings/pricing/', { ...valid, discounts: [{ min_feddan: 500, percent: 10 }, { min_feddan: 900, percent: 5 }] });
    expect(Object.keys(decreasing.json().error.fields)).toEqual(['discounts.1.percent']);
    expect((await admin.call('PUT', '/api/site-settings/pricing/', valid)).statusCode).toBe(403);
  });
});

describe('response compression', () => {
  it('compresses JSON for browsers that accept brotli, and leaves others uncompressed', async () => {
    const compressed = await app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    const plain = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });
});
