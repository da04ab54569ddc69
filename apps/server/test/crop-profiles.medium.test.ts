import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { FAO56_CROPS } from '@rayyan/agronomy';
import { activityLog, DEMO_ORGANISATIONS, growthProfiles, kcProfiles, organizations, plantVarieties, seedDemo, type Db } from '@rayyan/db';
import { DEMO_VARIETIES, seedFao56Profiles } from '@rayyan/db/crop-profiles-seed';
import { getTestDatabase } from '@rayyan/db/testing';
import { resolveCropProfile } from '../src/modules/crop-profiles';
import { bodies, buildTenant, type Caller, createOrganisation, unique, withTenantApp } from './tenants';

const growthBody = (overrides: Record<string, unknown> = {}) => ({ ...bodies.growthProfile(), ...overrides });
const kcBody = (overrides: Record<string, unknown> = {}) => ({ ...bodies.kcProfile(), ...overrides });

let app: FastifyInstance;
let db: Db;
let admin: Caller;
let other: Caller;

withTenantApp({ admin: {}, other: {} }, (built) => ({ app, db, admin, other } = built));

const post = async (caller: Caller, path: string, body: unknown) => {
  const response = await caller.call('POST', path, body as never);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

describe('FAO-56 profiles of every organisation', () => {
  it('a new organisation starts with one growth and one KC profile per FAO-56 crop, in the same transaction', async () => {
    const superAdmin = await buildTenant(app, db, { superAdmin: true });
    const orgId = await createOrganisation(superAdmin, 'Profiles Farm');
    const growth = await db.select().from(growthProfiles).where(eq(growthProfiles.orgId, orgId));
    const kc = await db.select().from(kcProfiles).where(eq(kcProfiles.orgId, orgId));
    expect(growth.map((g) => g.crop).sort()).toEqual(Object.keys(FAO56_CROPS).sort());
    expect(kc.map((k) => k.crop).sort()).toEqual(Object.keys(FAO56_CROPS).sort());
    expect(growth.find((g) => g.crop === 'date_palm')).toMatchObject({ name: 'FAO-56 Date palms', evergreen: true, rootDepthMinM: 1.5, rootDepthMaxM: 2.5, depletionP: 0.5 });
    expect(kc.find((k) => k.crop === 'tomato')).toMatchObject({ kcIni: 0.6, kcMid: 1.15, kcEnd: 0.8, climateAdjustment: true });
    // FAO-56 Table 17 basal values, where the table has a row for the crop.
    expect(kc.find((k) => k.crop === 'tomato')).toMatchObject({ kcbIni: 0.15, kcbMid: 1.1, kcbEnd: 0.7 });
    expect(kc.find((k) => k.crop === 'date_palm')).toMatchObject({ kcbIni: 0.8, kcbMid: 0.85, kcbEnd: 0.85 });
    expect(kc.find((k) => k.crop === 'alfalfa_averaged')).toMatchObject({ kcbIni: null, kcbMid: null, kcbEnd: null });
  });

  it('the seeded profiles resolve to exactly the FAO-56 table values of every crop', async () => {
    const tenant = await buildTenant(app, db);
    await seedFao56Profiles(db, tenant.org.id);
    expect(await seedFao56Profiles(db, tenant.org.id)).toBe(0);
    for (const table of Object.values(FAO56_CROPS)) {
      const resolved = (await resolveCropProfile(db, tenant.org.id, { crop: table.id }))!;
      expect(resolved.growthProfileName).toBe(`FAO-56 ${table.name}`);
      const { sources: _s, stageLengthsNote: _n, kcEndRange: _r, ...numbers } = resolved.crop;
      const { sources: _ts, stageLengthsNote: _tn, kcEndRange: _tr, ...tableNumbers } = table;
      expect(numbers, table.id).toEqual(tableNumbers);
      expect(resolved.basal, table.id).toEqual(table.basal ?? null);
    }
  });

  it('the demo seed gives both demo organisations their profiles and varieties, once', async () => {
    const database = await getTestDatabase();
    await seedDemo(database);
    expect((await seedDemo(database)).created).toBe(false);
    const orgs = await db.select().from(organizations).where(inArray(organizations.name, [DEMO_ORGANISATIONS.tree.name, DEMO_ORGANISATIONS.crop.name]));
    const crop = orgs.find((o) => o.name === DEMO_ORGANISATIONS.crop.name)!;
    const varieties = await db.select().from(plantVarieties).where(eq(plantVarieties.orgId, crop.id));
    expect(varieties.map((v) => v.name).sort()).toEqual(DEMO_VARIETIES.crop.map((v) => v.name).sort());
    const resolved = await resolveCropProfile(db, crop.id, { crop: 'alfalfa_averaged', variety: 'siwa' });
    expect(resolved).toMatchObject({ varietyName: 'Siwa', growthProfileName: 'FAO-56 Alfalfa hay, averaged cutting effects', kcProfileName: 'FAO-56 Alfalfa hay, averaged cutting effects' });
  });
});

describe('growth profiles API', () => {
  it('creates a profile with its four stages and total season length, and logs it', async () => {
    const created = await post(admin, '/api/growth-profiles/', growthBody());
    expect(created).toMatchObject({ crop: 'potato', stages: { initial: 25, development: 30, mid: 45, late: 20 }, season_length_days: 120, varieties_count: 0 });
    const log = await db.select().from(activityLog).where(and(eq(activityLog.orgId, admin.org.id), eq(activityLog.entityId, created.id)));
    expect(log.map((l) => [l.action, l.entity])).toEqual([['create', 'growth_profile']]);
  });

  it.each([
    ['a stage of 0 days', { stages: { initial: 0, development: 30, mid: 45, late: 20 } }, 'stages.initial', 'Enter a whole number of days from 1 to 366.'],
    ['a fractional stage', { stages: { initial: 10, development: 30.5, mid: 45, late: 20 } }, 'stages.development', 'Enter a whole number of days from 1 to 366.'],
    ['root min above max', { root_depth_min_m: 1.2, root_depth_max_m: 0.6 }, 'root_depth_min_m', 'The minimum cannot be above the maximum.'],
    ['p above 0.8', { depletion_p: 0.85 }, 'depletion_p', 'Enter a depletion fraction p from 0.1 to 0.8.'],
    ['no stages for a seasonal crop', { stages: null }, 'stages', 'This field is required.'],
    ['an empty name', { name: '  ' }, 'name', 'This field is required.'],
    ['an unknown crop', { crop: 'banana' }, 'crop', 'Choose one of the listed options.'],
  ])('refuses %s with the translated message', async (_, overrides, field, message) => {
    const response = await admin.call('POST', '/api/growth-profiles/', growthBody(overrides) as never);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
  });

  it('refuses a name the organisation already uses (case as typed), but another organisation may use it', async () => {
    const first = await post(admin, '/api/growth-profiles/', growthBody());
    const again = await admin.call('POST', '/api/growth-profiles/', growthBody({ name: first.name }) as never);
    expect([again.statusCode, again.json().error.code, again.json().error.fields.name]).toEqual([409, 'name_exists', 'This name is already used.']);
    await post(other, '/api/growth-profiles/', growthBody({ name: first.name }));
    const second = await post(admin, '/api/growth-profiles/', growthBody());
    const rename = await admin.call('PATCH', `/api/growth-profiles/${second.id}/`, { name: first.name });
    expect([rename.statusCode, rename.json().error.code]).toEqual([409, 'name_exists']);
  });

  it('edits one stage, checks a patch against the stored profile, and drops the stages of an evergreen profile', async () => {
    const created = await post(admin, '/api/growth-profiles/', growthBody());
    const edited = await admin.call('PATCH', `/api/growth-profiles/${created.id}/`, { stages: { ...created.stages, mid: 60 } });
    expect(edited.json()).toMatchObject({ stages: { mid: 60 }, season_length_days: 135 });
    const tooDeep = await admin.call('PATCH', `/api/growth-profiles/${created.id}/`, { root_depth_min_m: 0.9 });
    expect([tooDeep.statusCode, tooDeep.json().error.fields.root_depth_min_m]).toEqual([400, 'The minimum cannot be above the maximum.']);
    const evergreen = await admin.call('PATCH', `/api/growth-profiles/${created.id}/`, { evergreen: true });
    expect(evergreen.json()).toMatchObject({ evergreen: true, stages: null, season_length_days: null });
    const seasonalAgain = await admin.call('PATCH', `/api/growth-profiles/${created.id}/`, { evergreen: false });
    expect([seasonalAgain.statusCode, seasonalAgain.json().error.fields.stages]).toEqual([400, 'This field is required.']);
  });

  it('lists with search, crop filter and pages', async () => {
    const tag = unique('Paged');
    for (const crop of ['potato', 'potato', 'tomato']) await post(admin, '/api/growth-profiles/', growthBody({ name: unique(tag), crop }));
    const firstPage = (await admin.call('GET', `/api/growth-profiles/?search=${encodeURIComponent(tag)}&page_size=2`)).json();
    expect([firstPage.count, firstPage.results.length]).toEqual([3, 2]);
    const secondPage = (await admin.call('GET', `/api/growth-profiles/?search=${encodeURIComponent(tag)}&page_size=2&page=2`)).json();
    expect(secondPage.results).toHaveLength(1);
    expect((await admin.call('GET', `/api/growth-profiles/?search=${encodeURIComponent(tag)}&crop=tomato`)).json().count).toBe(1);
  });
});

describe('KC profiles API', () => {
  it.each([
    ['Kc 0', { kc_ini: 0 }, 'kc_ini'],
    ['Kc above 2', { kc_mid: 2.05 }, 'kc_mid'],
    ['a negative Kc end', { kc_end: -0.1 }, 'kc_end'],
  ])('refuses %s', async (_, overrides, field) => {
    const response = await admin.call('POST', '/api/kc-profiles/', kcBody(overrides) as never);
    expect([response.statusCode, response.json().error.fields[field]]).toEqual([400, 'Enter a Kc above 0 and at most 2.']);
  });

  it('creates, edits and deletes a profile', async () => {
    const created = await post(admin, '/api/kc-profiles/', kcBody({ kc_mid: 2 }));
    expect(created).toMatchObject({ kc_mid: 2, climate_adjustment: true, varieties_count: 0 });
    const edited = await admin.call('PATCH', `/api/kc-profiles/${created.id}/`, { climate_adjustment: false, kc_end: 0.65 });
    expect(edited.json()).toMatchObject({ climate_adjustment: false, kc_end: 0.65 });
    expect((await admin.call('DELETE', `/api/kc-profiles/${created.id}/`)).statusCode).toBe(204);
    expect((await admin.call('GET', `/api/kc-profiles/${created.id}/`)).statusCode).toBe(404);
  });

  it('takes basal Kcb values all three or none, checking a patch against the stored profile', async () => {
    const single = await post(admin, '/api/kc-profiles/', kcBody());
    expect(single).toMatchObject({ kcb_ini: null, kcb_mid: null, kcb_end: null });
    const half = await admin.call('POST', '/api/kc-profiles/', kcBody({ kcb_ini: 0.15, kcb_mid: 1.1 }) as never);
    expect([half.statusCode, half.json().error.field_codes]).toEqual([400, { kcb_end: 'kcb_all_or_none' }]);
    // One Kcb patched onto a profile without the others is refused; all three are taken, and null clears them.
    const one = await admin.call('PATCH', `/api/kc-profiles/${single.id}/`, { kcb_mid: 1.1 } as never);
    expect([one.statusCode, one.json().error.field_codes]).toEqual([400, { kcb_ini: 'kcb_all_or_none', kcb_end: 'kcb_all_or_none' }]);
    const dual = await admin.call('PATCH', `/api/kc-profiles/${single.id}/`, { kcb_ini: 0.15, kcb_mid: 1.1, kcb_end: 0.65 } as never);
    expect(dual.json()).toMatchObject({ kcb_ini: 0.15, kcb_mid: 1.1, kcb_end: 0.65 });
    expect((await admin.call('PATCH', `/api/kc-profiles/${single.id}/`, { kcb_end: 0.5 } as never)).json()).toMatchObject({ kcb_ini: 0.15, kcb_end: 0.5 });
    const cleared = await admin.call('PATCH', `/api/kc-profiles/${single.id}/`, { kcb_ini: null, kcb_mid: null, kcb_end: null } as never);
    expect(cleared.json()).toMatchObject({ kcb_ini: null, kcb_mid: null, kcb_end: null });
    const above = await admin.call('POST', '/api/kc-profiles/', kcBody({ kcb_ini: 0.15, kcb_mid: 2.5, kcb_end: 0.5 }) as never);
    expect([above.statusCode, above.json().error.field_codes.kcb_mid]).toEqual([400, 'kc_range']);
  });
});

describe('plant varieties API', () => {
  it('uses profiles of its own crop and organisation only', async () => {
    const tomatoKc = await post(admin, '/api/kc-profiles/', kcBody({ crop: 'tomato' }));
    const theirs = await post(other, '/api/growth-profiles/', growthBody());
    const mismatch = await admin.call('POST', '/api/plant-varieties/', { name: unique('Spunta'), crop: 'potato', kc_profile_id: tomatoKc.id });
    expect([mismatch.statusCode, mismatch.json().error.fields.kc_profile_id]).toEqual([400, 'Choose a profile of the same crop as the variety.']);
    const foreign = await admin.call('POST', '/api/plant-varieties/', { name: unique('Spunta'), crop: 'potato', growth_profile_id: theirs.id });
    expect([foreign.statusCode, foreign.json().error.fields.growth_profile_id]).toEqual([400, 'Choose one of the listed options.']);
  });

  it('names its profiles, refuses a duplicate name within the crop, and blocks deleting a profile in use', async () => {
    const growth = await post(admin, '/api/growth-profiles/', growthBody());
    const kc = await post(admin, '/api/kc-profiles/', kcBody());
    const name = unique('Spunta');
    const variety = await post(admin, '/api/plant-varieties/', { name, crop: 'potato', growth_profile_id: growth.id, kc_profile_id: kc.id, notes: 'Pivot 4' });
    expect(variety).toMatchObject({ growth_profile_name: growth.name, kc_profile_name: kc.name });
    const duplicate = await admin.call('POST', '/api/plant-varieties/', { name, crop: 'potato' });
    expect([duplicate.statusCode, duplicate.json().error.code, duplicate.json().error.fields.name]).toEqual([409, 'variety_exists', 'This crop already has a variety with this name.']);
    await post(admin, '/api/plant-varieties/', { name, crop: 'tomato' });

    expect((await admin.call('GET', `/api/growth-profiles/${growth.id}/`)).json().varieties_count).toBe(1);
    for (const path of [`/api/growth-profiles/${growth.id}/`, `/api/kc-profiles/${kc.id}/`]) {
      const refused = await admin.call('DELETE', path);
      expect([refused.statusCode, refused.json().error.code, refused.json().error.fields.varieties]).toEqual([409, 'profile_in_use', name]);
    }
    // Nor can its crop change under the variety (it would run on another crop's values); a rename is fine.
    for (const path of [`/api/growth-profiles/${growth.id}/`, `/api/kc-profiles/${kc.id}/`]) {
      const moved = await admin.call('PATCH', path, { crop: 'tomato' });
      expect([moved.statusCode, moved.json().error.code, moved.json().error.fields.varieties]).toEqual([409, 'profile_in_use', name]);
      expect((await admin.call('GET', path)).json().crop).toBe('potato');
      expect((await admin.call('PATCH', path, { name: unique('Renamed') })).statusCode).toBe(200);
    }
    expect((await admin.call('DELETE', `/api/plant-varieties/${variety.id}/`)).statusCode).toBe(204);
    expect((await admin.call('DELETE', `/api/growth-profiles/${growth.id}/`)).statusCode).toBe(204);
  });
});

describe('resolveCropProfile', () => {
  it("uses the variety's profiles, else the organisation's first profile of the crop by name, else null", async () => {
    const tenant = await buildTenant(app, db);
    expect(await resolveCropProfile(db, tenant.org.id, { crop: 'potato' })).toBeNull();
    await seedFao56Profiles(db, tenant.org.id);
    const kc = await post(tenant, '/api/kc-profiles/', kcBody({ name: 'Spunta Kc', kc_mid: 1.05, climate_adjustment: false }));
    const growth = await post(tenant, '/api/growth-profiles/', growthBody({ name: 'Spunta growth', stages: { initial: 20, development: 30, mid: 40, late: 15 } }));
    await post(tenant, '/api/plant-varieties/', { name: 'Spunta', crop: 'potato', kc_profile_id: kc.id, growth_profile_id: growth.id });
    await post(tenant, '/api/plant-varieties/', { name: 'Diamond', crop: 'potato' });

    const spunta = (await resolveCropProfile(db, tenant.org.id, { crop: 'potato', variety: ' spunta ' }))!;
    expect(spunta).toMatchObject({ varietyName: 'Spunta', growthProfileName: 'Spunta growth', kcProfileName: 'Spunta Kc', climateAdjustment: false });
    expect(spunta.crop).toMatchObject({
      id: 'potato',
      kcMid: 1.05,
      rootDepthM: { min: 0.4, max: 0.6 },
      profile: { kind: 'seasonal', kcIni: 0.45, kcMid: 1.05, kcEnd: 0.7, stageLengthsDays: { initial: 20, development: 30, mid: 40, late: 15 }, maxHeightM: 0.6 },
    });
    // A variety without profiles, or an unknown one, takes the organisation's first profiles of the crop ("FAO-56 Potato" before "Spunta …").
    for (const variety of ['Diamond', 'Lady Rosetta', null]) {
      const resolved = (await resolveCropProfile(db, tenant.org.id, { crop: 'potato', variety }))!;
      expect([resolved.growthProfileName, resolved.kcProfileName, resolved.crop.kcMid]).toEqual(['FAO-56 Potato', 'FAO-56 Potato', 1.15]);
    }
    const palm = (await resolveCropProfile(db, tenant.org.id, { crop: 'date_palm' }))!;
    expect(palm.crop.profile).toEqual({ kind: 'evergreen', kc: 0.95, maxHeightM: 8 });
    // Another organisation's variety and profiles are not seen; unknown crops are not resolved.
    const stranger = await buildTenant(app, db);
    expect(await resolveCropProfile(db, stranger.org.id, { crop: 'potato', variety: 'Spunta' })).toBeNull();
    expect(await resolveCropProfile(db, tenant.org.id, { crop: 'wheat' })).toBeNull();
  });

  it('fills a missing half from the FAO-56 table', async () => {
    const tenant = await buildTenant(app, db);
    await post(tenant, '/api/kc-profiles/', kcBody({ name: 'Only Kc', crop: 'onion_dry', kc_mid: 1.1 }));
    const resolved = (await resolveCropProfile(db, tenant.org.id, { crop: 'onion_dry' }))!;
    expect(resolved).toMatchObject({ growthProfileName: null, kcProfileName: 'Only Kc' });
    expect(resolved.crop).toMatchObject({ kcMid: 1.1, rootDepthM: FAO56_CROPS.onion_dry!.rootDepthM, stageLengthsDays: FAO56_CROPS.onion_dry!.stageLengthsDays });
  });
});
