import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trees, type Db } from '@rayyan/db';
import type { RpwReportAnswer } from '@rayyan/contracts';
import { buildTestApp } from './helpers';
import { buildTenant, unique } from './tenants';

const TODAY = '2026-06-10';
const SQUARE = { type: 'Polygon', coordinates: [[[49.6, 25.4], [49.62, 25.4], [49.62, 25.42], [49.6, 25.42], [49.6, 25.4]]] };
const BLOCK = { type: 'Polygon', coordinates: [[[49.601, 25.401], [49.605, 25.401], [49.605, 25.405], [49.601, 25.405], [49.601, 25.401]]] };

/** A prerendered /reports/rpw page in both languages, with the marker the server fills. */
function webDistWithReport(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rayyan-rpw-'));
  for (const lang of ['en', 'ar']) {
    mkdirSync(join(dir, 'site', lang, 'reports'), { recursive: true });
    writeFileSync(join(dir, 'site', lang, 'reports', 'rpw.html'), `<!doctype html><html lang="${lang}"><div id="site-root"><section id="rpw-figures"><!--rpw-figures--></section></div></html>`);
  }
  writeFileSync(join(dir, 'site', 'manifest.json'), JSON.stringify({ pages: ['/reports/rpw'] }));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  return dir;
}

let app: FastifyInstance;
let db: Db;
beforeAll(async () => {
  ({ app, db } = await buildTestApp({ webDistDir: webDistWithReport() }, { clock: { now: () => new Date(`${TODAY}T09:00:00Z`) } }));
});
afterAll(async () => {
  await app?.close();
});

/** A programme in one region: a farm of 2 × 2 palms (one infested), a trap visited twice; published or not. */
async function programme(publish: boolean) {
  const owner = await buildTenant(app, db);
  const call = async (method: 'POST' | 'PATCH', url: string, body: Record<string, unknown>, status = 201) => {
    const response = await owner.call(method, url, body);
    expect(response.statusCode, response.body).toBe(status);
    return response.json() as Record<string, string>;
  };
  const names = { region: unique('Region'), farm: unique('Secret Farm'), trap: unique('TRAP').replace(' ', '-') };
  const region = await call('POST', '/api/regions/', { name: names.region, code: unique('R').replace(' ', '') });
  const farm = await call('POST', '/api/farms/', { code: unique('F'), name: names.farm, farming_type: 'tree', region_id: region.id, geometry: SQUARE });
  const field = await call('POST', '/api/fields/', { farm_id: farm.id, code: unique('B').replace(' ', ''), name: unique('Block'), rows: 2, columns: 2, geometry: BLOCK });
  await call('POST', `/api/fields/${field.id}/trees/generate/`, {}, 200);
  const [tree] = await db.select({ id: trees.id }).from(trees).where(eq(trees.fieldId, field.id!)).limit(1);
  await call('PATCH', `/api/trees/${tree!.id}/`, { health_state: 'infected' }, 200);
  const trap = await call('POST', '/api/traps/', { code: names.trap, trap_type: 'bucket', region_id: region.id, farm_id: farm.id, lat: 25.41234, lng: 49.61234, installed_on: '2026-05-01' });
  await call('POST', `/api/traps/${trap.id}/catches/`, { date: '2026-06-02', count: 6 });
  await call('POST', `/api/traps/${trap.id}/catches/`, { date: '2026-06-09', count: 3 });
  await call('PATCH', '/api/traps/settings/', { public_report: publish }, 200);
  return { owner, names };
}

const answer = async (lang = 'en') => {
  const response = await app.inject({ method: 'GET', url: `/api/public/rpw-report/?lang=${lang}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RpwReportAnswer;
};

describe('the public RPW report', () => {
  it('shows the figures of published programmes by region only, and nothing finer', async () => {
    const published = await programme(true);
    const hidden = await programme(false);
    await app.rpwReport.refresh();
    const { report, html } = await answer();
    const region = report.regions.find((r) => r.region === published.names.region);
    expect(region).toMatchObject({ traps_installed: 1, traps_serviced_on_time: 1, weevils_caught: 9, palms_infested: 1, palms_treated: 0, farms_registered: 1 });
    expect(region!.weevils_per_trap.slice(-2)).toEqual([6, 3]);
    expect(report.regions.some((r) => r.region === hidden.names.region)).toBe(false);
    const text = JSON.stringify(report) + html;
    for (const secret of [published.names.farm, published.names.trap, '25.41234', '49.61234', published.owner.user.userName, published.owner.user.name]) expect(text).not.toContain(secret);
    expect(html).toContain(published.names.region);
  });

  it('writes the figures into the prerendered page, in Arabic too, without a session', async () => {
    const { names } = await programme(true);
    await app.rpwReport.refresh();
    const page = await app.inject({ method: 'GET', url: '/reports/rpw?lang=ar' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-language']).toBe('ar');
    expect(page.body).not.toContain('<!--rpw-figures-->');
    expect(page.body).toContain(names.region);
    expect(page.body).toContain('المصائد المركبة');
    expect(page.body).not.toContain(names.farm);
  });
});
