import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PIVOT_REPORT } from '@rayyan/contracts';
import { cropFields, DEMO_ORGANISATIONS, farms, harvests, organizations, seedDemo, type Db } from '@rayyan/db';
import { getTestDatabase } from '@rayyan/db/testing';
import { buildTestApp } from './helpers';

/** A prerendered /fs1pivot12report page in both languages, with the marker the server fills. */
function webDistWithReport(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rayyan-pivot-'));
  for (const lang of ['en', 'ar']) {
    mkdirSync(join(dir, 'site', lang), { recursive: true });
    writeFileSync(join(dir, 'site', lang, 'fs1pivot12report.html'), `<!doctype html><html lang="${lang}"><div id="site-root"><section id="pivot-report"><!--pivot-report--></section></div></html>`);
  }
  writeFileSync(join(dir, 'site', 'manifest.json'), JSON.stringify({ pages: ['/fs1pivot12report'] }));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  return dir;
}

let app: FastifyInstance;
let db: Db;
let farmId: string;
beforeAll(async () => {
  ({ app, db } = await buildTestApp({ webDistDir: webDistWithReport() }));
  await seedDemo(await getTestDatabase());
  const [org] = await db.select().from(organizations).where(eq(organizations.name, DEMO_ORGANISATIONS.crop.name)).orderBy(organizations.createdAt).limit(1);
  [{ id: farmId }] = (await db.select({ id: farms.id }).from(farms).where(and(eq(farms.orgId, org!.id), eq(farms.code, PUBLIC_PIVOT_REPORT.farmCode)))) as [{ id: string }];
  // The farm's (simulated) forecast lets the advice replay the season: the water advised.
  expect(await app.weatherJobs.refresh({ farmId })).toBe(1);
}, 180_000);
afterAll(async () => {
  await app?.close();
});

describe('the public pivot report /fs1pivot12report', () => {
  it('shows the demo pivot’s season without signing in, in the HTML before scripts, in English and Arabic', async () => {
    const words = {
      en: ['FS1 Pivot 12', 'Potato · Spunta', 'Water', 'Advised (mm)', 'Applied (mm)', 'Yield', 'Grade A'],
      ar: ['FS1 Pivot 12', 'بطاطس · Spunta', 'المياه', 'الموصى به (مم)', 'المطبق (مم)', 'الإنتاج', 'الدرجة أ'],
    };
    for (const lang of ['en', 'ar'] as const) {
      const page = await app.inject({ method: 'GET', url: `/fs1pivot12report?lang=${lang}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).not.toContain('<!--pivot-report-->');
      let at = -1;
      for (const word of words[lang]) {
        const found = page.body.indexOf(word.replaceAll('&', '&amp;'), at + 1);
        expect(found, `${word} (${lang})`).toBeGreaterThan(at);
        at = found;
      }
    }
    const answer = await app.inject({ method: 'GET', url: '/api/public/pivot-report/?lang=en' });
    expect(answer.json()).toMatchObject({ found: true });
    // The harvest so far: 455 t lifted over three days, 62 % of it grade A.
    expect(answer.json().html).toMatch(/Actual yield \(t\)<\/dt><dd><bdi>455<\/bdi>/);
  });

  it('holds nothing of another field, farm or organisation', async () => {
    const body = (await app.inject({ method: 'GET', url: '/fs1pivot12report?lang=en' })).body;
    // The fields of the report's own organisation, the ones it could leak (other test files' fields have names like "Season").
    const [fs1] = await db.select({ orgId: cropFields.orgId }).from(cropFields).where(eq(cropFields.code, PUBLIC_PIVOT_REPORT.fieldCode));
    const others = await db.select({ code: cropFields.code, name: cropFields.name }).from(cropFields).where(eq(cropFields.orgId, fs1!.orgId));
    expect(others.length).toBeGreaterThan(3);
    for (const other of others.filter((f) => f.code !== PUBLIC_PIVOT_REPORT.fieldCode)) {
      // As whole names: "FS1 Pivot 12" holds the letters of "Pivot 1", not that field.
      const whole = (text: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'u');
      expect(body).not.toMatch(whole(other.code));
      expect(body).not.toMatch(whole(other.name));
    }
    for (const text of [DEMO_ORGANISATIONS.crop.name, 'Toshka Sector 1', PUBLIC_PIVOT_REPORT.farmCode, 'Upper Egypt Potato Export Co.', 'FS1 lifting crew']) expect(body).not.toContain(text);
    expect((await db.select().from(harvests).where(eq(harvests.fieldId, (await db.select().from(cropFields).where(eq(cropFields.code, PUBLIC_PIVOT_REPORT.fieldCode)))[0]!.id))).length).toBe(12);
  });
});
