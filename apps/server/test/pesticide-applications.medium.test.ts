import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS, organizations, pesticideApplications, seedDemo, tasks, type Db } from '@rayyan/db';
import { getTestDatabase } from '@rayyan/db/testing';
import { createApplicationRepository } from '../src/modules/pesticide-applications/application.repository';
import type { PesticideApplicationRecord } from '@rayyan/contracts';
import { withTestApp } from './helpers';
import { buildPalmBlock, buildTenant, unique, type Caller } from './tenants';

let app: FastifyInstance;
let db: Db;
withTestApp((built) => ({ app, db } = built));

const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
const at = (offsetDays: number, hour: number) => `${isoDay(offsetDays)}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/** A tenant with a palm block and a product whose PHI is `phiDays` days and REI `reiHours` hours. */
async function setUp(phiDays = 30, reiHours = 48) {
  const owner = await buildTenant(app, db);
  const { fieldId } = await buildPalmBlock(owner, 2, 2);
  const product = await owner.call('POST', '/api/pesticides/', {
    trade_name: unique('Confidor'),
    active_ingredient: 'Imidacloprid 200 g/l',
    formulation: 'SL',
    dose: 30,
    dose_unit: 'ml',
    dose_basis: 'per_palm',
    pre_harvest_interval_days: phiDays,
    re_entry_interval_hours: reiHours,
    toxicity_class: 'II',
  } as never);
  expect(product.statusCode, product.body).toBe(201);
  return { owner, fieldId, pesticideId: product.json().id as string };
}

const body = (pesticideId: string, fieldId: string, applied_at: string) => ({ pesticide_id: pesticideId, field_kind: 'tree', field_id: fieldId, applied_at, dose: 30, dose_unit: 'ml', volume_l: 600, operator_name: 'Saeed' });
const record = async (owner: Caller, payload: Record<string, unknown>) => {
  const response = await owner.call('POST', '/api/pesticide-applications/', payload as never);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PesticideApplicationRecord;
};

describe('pesticide applications', () => {
  it('keeps the hour\'s weather with its spray verdict and answers the end of the PHI and REI', async () => {
    const { owner, fieldId, pesticideId } = await setUp(30, 12);
    const applied = await record(owner, body(pesticideId, fieldId, at(-10, 7)));
    expect(applied).toMatchObject({ pesticide_id: pesticideId, field_kind: 'tree', field_id: fieldId, dose: 30, volume_l: 600, operator_name: 'Saeed', harvest_in_phi: false, tasks_in_rei: 0 });
    expect(applied.phi_until).toBe(new Date(Date.parse(at(-10, 7)) + 30 * DAY).toISOString());
    expect(applied.rei_until).toBe(new Date(Date.parse(at(-10, 7)) + 12 * 3_600_000).toISOString());
    // The test app's weather is simulated: the snapshot says so, for the hour that holds the application.
    expect(applied.weather).not.toBeNull();
    expect(applied.weather!.source).toBe('simulated');
    expect(['good', 'marginal', 'unsuitable']).toContain(applied.weather!.verdict);
    expect(Date.parse(applied.weather!.time)).toBeLessThanOrEqual(Date.parse(at(-10, 7)));
    expect(Date.parse(applied.weather!.time) + 3_600_000).toBeGreaterThan(Date.parse(at(-10, 7)));
    expect(applied.weather!.wind_speed_kmh).toBeGreaterThanOrEqual(0);
  });

  it('flags a harvest inside the pre-harvest interval and tasks inside the re-entry interval', async () => {
    const { owner, fieldId, pesticideId } = await setUp(14, 48);
    const early = await record(owner, body(pesticideId, fieldId, at(-40, 6)));
    const recent = await record(owner, body(pesticideId, fieldId, at(-5, 6)));
    const harvest = await owner.call('POST', '/api/harvests/', { field_kind: 'tree', field_id: fieldId, harvest_date: isoDay(-2), quantity_kg: 800, grade: 'a' } as never);
    expect(harvest.statusCode, harvest.body).toBe(201);
    // A task on the field the day after the recent application (inside its 48 h), one cancelled, one a week later.
    const task = (due: string, status = 'pending') => ({ orgId: owner.org.id, title: 'Pruning', activity: 'pruning' as const, targetType: 'tree_field' as const, targetId: fieldId, dueDate: due, endDate: due, status: status as 'pending' });
    await db.insert(tasks).values([task(isoDay(-4)), task(isoDay(-4), 'cancelled'), task(isoDay(2))]);
    const list = (await owner.call('GET', `/api/pesticide-applications/?field_id=${fieldId}`)).json();
    const byId = new Map<string, PesticideApplicationRecord>(list.results.map((a: PesticideApplicationRecord) => [a.id, a]));
    expect(byId.get(recent.id)).toMatchObject({ harvest_in_phi: true, tasks_in_rei: 1 });
    expect(byId.get(early.id)).toMatchObject({ harvest_in_phi: false, tasks_in_rei: 0 });
    expect(list.results[0].id).toBe(recent.id);
  });

  it('filters by field, product and date range', async () => {
    const { owner, fieldId, pesticideId } = await setUp();
    const other = await setUp();
    void other;
    const old = await record(owner, body(pesticideId, fieldId, at(-60, 8)));
    const fresh = await record(owner, body(pesticideId, fieldId, at(-3, 8)));
    const ids = async (query: string) => (await owner.call('GET', `/api/pesticide-applications/?${query}`)).json().results.map((a: PesticideApplicationRecord) => a.id);
    expect(await ids(`pesticide_id=${pesticideId}`)).toEqual([fresh.id, old.id]);
    expect(await ids(`from=${isoDay(-10)}`)).toEqual([fresh.id]);
    expect(await ids(`to=${isoDay(-10)}`)).toEqual([old.id]);
    expect(await ids(`from=${isoDay(-3)}&to=${isoDay(-3)}`)).toEqual([fresh.id]);
    expect(await ids(`field_id=${other.fieldId}`)).toEqual([]);
  });

  it('refuses a bad dose or volume, a date far ahead, an unknown product, field or task, and both or no field: nothing written', async () => {
    const { owner, fieldId, pesticideId } = await setUp();
    const other = await setUp();
    const good = body(pesticideId, fieldId, at(-1, 8));
    const cases: [Record<string, unknown>, string][] = [
      [{ dose: -5 }, 'dose'],
      [{ dose: 0 }, 'dose'],
      [{ volume_l: 0 }, 'volume_l'],
      [{ applied_at: at(3, 8) }, 'applied_at'],
      [{ applied_at: 'yesterday' }, 'applied_at'],
      [{ pesticide_id: other.pesticideId }, 'pesticide_id'],
      [{ pesticide_id: '00000000-0000-4000-8000-000000000000' }, 'pesticide_id'],
      [{ field_id: other.fieldId }, 'field_id'],
      [{ field_kind: 'crop' }, 'field_id'],
      [{ field_id: undefined }, 'field_id'],
      [{ field_kind: 'both' }, 'field_kind'],
      [{ task_id: '00000000-0000-4000-8000-000000000000' }, 'task_id'],
    ];
    for (const [overrides, field] of cases) {
      const refused = await owner.call('POST', '/api/pesticide-applications/', { ...good, ...overrides } as never);
      expect(refused.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(Object.keys(refused.json().error.field_codes), JSON.stringify(overrides)).toEqual([field]);
    }
    expect(await db.select().from(pesticideApplications).where(eq(pesticideApplications.orgId, owner.org.id))).toHaveLength(0);
  });

  it('changes and deletes an application; a product with applications is not deleted', async () => {
    const { owner, fieldId, pesticideId } = await setUp(7, 24);
    const applied = await record(owner, body(pesticideId, fieldId, at(-20, 9)));
    const moved = await owner.call('PATCH', `/api/pesticide-applications/${applied.id}/`, { applied_at: at(-19, 15), notes: 'Second pass' } as never);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ notes: 'Second pass', applied_at: at(-19, 15) });
    expect(Date.parse(moved.json().weather.time)).toBeGreaterThan(Date.parse(applied.weather!.time));
    const refused = await owner.call('PATCH', `/api/pesticide-applications/${applied.id}/`, { dose: -1 } as never);
    expect(refused.statusCode).toBe(400);
    const inUse = await owner.call('DELETE', `/api/pesticides/${pesticideId}/`);
    expect([inUse.statusCode, inUse.json().error.code]).toEqual([409, 'pesticide_in_use']);
    expect((await owner.call('DELETE', `/api/pesticide-applications/${applied.id}/`)).statusCode).toBe(204);
    expect((await owner.call('GET', `/api/pesticide-applications/${applied.id}/`)).statusCode).toBe(404);
    expect((await owner.call('DELETE', `/api/pesticides/${pesticideId}/`)).statusCode).toBe(204);
  });

  it('seeds a season of applications on the palm blocks and the pivots, one flagged by a harvest inside its PHI', async () => {
    await seedDemo(await getTestDatabase());
    const orgOf = async (name: string) => (await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, name)))[0]!.id;
    const repo = createApplicationRepository(db);
    const palms = (await repo.list(await orgOf(DEMO_ORGANISATIONS.tree.name), { page: 1, page_size: 200 })).results;
    const pivots = (await repo.list(await orgOf(DEMO_ORGANISATIONS.crop.name), { page: 1, page_size: 200 })).results;
    expect(palms.length).toBeGreaterThanOrEqual(3);
    expect(pivots.length).toBeGreaterThanOrEqual(2);
    expect(palms.some((a) => a.harvest_in_phi)).toBe(true);
    expect(new Set([...palms, ...pivots].map((a) => a.field_kind))).toEqual(new Set(['tree', 'crop']));
    for (const a of [...palms, ...pivots]) expect(a.weather).toMatchObject({ source: 'simulated', verdict: expect.stringMatching(/^(good|marginal|unsuitable)$/) });
  });
});
