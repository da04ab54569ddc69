import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '@rayyan/db';
import { learningZoneEndpoints } from '@rayyan/contracts';
import { withTestApp } from './helpers';
import { buildTenant, type Caller, createArticle, unique } from './tenants';

let app: FastifyInstance;
let db: Db;
withTestApp((built) => ({ app, db } = built));

const item = (superAdmin: Caller, title: string, published = true) =>
  createArticle(superAdmin, 'list', { category: 'crop_nutrition', title: { en: title, ar: `مقال ${title}` }, published });

describe('learning zone list on the kit page shape', () => {
  it('answers pages with the count of every match, searched in both languages; drafts only for super admins', async () => {
    const superAdmin = await buildTenant(app, db, { superAdmin: true });
    const tag = unique('Nitrogen');
    for (let i = 1; i <= 3; i++) await item(superAdmin, `${tag} ${i}`);
    await item(superAdmin, `${tag} draft`, false);

    const url = (query: string) => `/api/learning-zone/?search=${encodeURIComponent(tag)}&${query}`;
    const first = learningZoneEndpoints.list.response.parse((await app.inject({ method: 'GET', url: url('page_size=2') })).json());
    expect(first).toMatchObject({ count: 3, page: 1, page_size: 2 });
    expect(first.results.map((r) => r.title.en)).toEqual([`${tag} 1`, `${tag} 2`]);
    const second = (await app.inject({ method: 'GET', url: url('page_size=2&page=2') })).json();
    expect(second.results.map((r: { title: { en: string } }) => r.title.en)).toEqual([`${tag} 3`]);
    // A page past the end still says how many there are.
    expect((await app.inject({ method: 'GET', url: url('page_size=2&page=5') })).json()).toMatchObject({ count: 3, results: [] });

    const withDrafts = (await superAdmin.call('GET', url('page_size=10'))).json();
    expect(withDrafts.count).toBe(4);
    const arabic = (await app.inject({ method: 'GET', url: `/api/learning-zone/?search=${encodeURIComponent(`مقال ${tag}`)}` })).json();
    expect(arabic.count).toBe(3);
    expect((await app.inject({ method: 'GET', url: '/api/learning-zone/?page_size=500' })).statusCode).toBe(400);
  });
});
