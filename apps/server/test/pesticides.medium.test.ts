import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS, organizations, pesticides, seedDemo, type Db } from '@rayyan/db';
import { getTestDatabase } from '@rayyan/db/testing';
import type { PesticideRecord } from '@rayyan/contracts';
import { withTestApp } from './helpers';
import { buildTenant, unique } from './tenants';

let app: FastifyInstance;
let db: Db;
withTestApp((built) => ({ app, db } = built));

const pesticideBody = (trade_name = unique('Product')) => ({
  trade_name,
  active_ingredient: 'Imidacloprid 200 g/l',
  formulation: 'SL',
  dose: 30,
  dose_unit: 'ml',
  dose_basis: 'per_palm',
  target_pests: 'Red palm weevil',
  pre_harvest_interval_days: 30,
  re_entry_interval_hours: 12,
  toxicity_class: 'II',
});

describe('pesticides registry', () => {
  it('creates, filters and changes a product; a trade name once per organisation', async () => {
    const owner = await buildTenant(app, db);
    const created = await owner.call('POST', '/api/pesticides/', pesticideBody('Palm Guard'));
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json() as PesticideRecord;
    expect(product).toMatchObject({ trade_name: 'Palm Guard', dose: 30, dose_basis: 'per_palm', pre_harvest_interval_days: 30, toxicity_class: 'II' });
    const again = await owner.call('POST', '/api/pesticides/', pesticideBody('PALM GUARD'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('name_exists');
    const list = (await owner.call('GET', '/api/pesticides/?toxicity_class=II&search=imidacloprid')).json();
    expect(list.results.map((p: PesticideRecord) => p.id)).toEqual([product.id]);
    expect((await owner.call('GET', '/api/pesticides/?toxicity_class=U')).json().count).toBe(0);
    const changed = await owner.call('PATCH', `/api/pesticides/${product.id}/`, { pre_harvest_interval_days: 21 });
    expect(changed.json().pre_harvest_interval_days).toBe(21);
  });

  it('refuses a dose of zero, negative intervals and an unknown class: nothing written', async () => {
    const owner = await buildTenant(app, db);
    const cases: [Record<string, unknown>, string][] = [
      [{ dose: 0 }, 'dose'],
      [{ pre_harvest_interval_days: -1 }, 'pre_harvest_interval_days'],
      [{ re_entry_interval_hours: 1000 }, 're_entry_interval_hours'],
      [{ toxicity_class: 'IV' }, 'toxicity_class'],
    ];
    for (const [overrides, field] of cases) {
      const refused = await owner.call('POST', '/api/pesticides/', { ...pesticideBody(), ...overrides });
      expect(refused.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(Object.keys(refused.json().error.field_codes)).toEqual([field]);
    }
    expect(await db.select().from(pesticides).where(eq(pesticides.orgId, owner.org.id))).toHaveLength(0);
  });

  it('seeds the palm organisation\'s registry once', async () => {
    const database = await getTestDatabase();
    await seedDemo(database);
    const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, DEMO_ORGANISATIONS.tree.name));
    const rows = await db.select().from(pesticides).where(eq(pesticides.orgId, org!.id));
    expect(rows.length).toBe(6);
    expect(rows.find((p) => p.doseBasis === 'per_palm')?.targetPests).toContain('Red palm weevil');
  });
});
