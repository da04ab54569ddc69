import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_MAX_BYTES } from '@rayyan/contracts';
import { activityLog, labors, policies, refreshTokens, users, type Db } from '@rayyan/db';
import { buildUser, TEST_PASSWORD, uniquePhone } from '@rayyan/db/testing';
import { createActivityRepository } from '../src/modules/activity-log/activity-log.repository';
import { createLaborRepository } from '../src/modules/labors/labor.repository';
import { createLaborsService } from '../src/modules/labors/labors.service';
import { transactionOver } from '../src/shared/unit-of-work';
import { signIn } from './helpers';
import { bodies, buildColleague, buildTenant, type Caller, callerFor, multipartFile, PNG_1X1, readXlsx, unique, withTenantApp } from './tenants';

let app: FastifyInstance;
let db: Db;
let admin: Caller;
let superAdmin: Caller;

withTenantApp({ admin: {}, superAdmin: { superAdmin: true } }, (built) => ({ app, db, admin, superAdmin } = built));

const rows = async (table: typeof users | typeof labors | typeof policies, orgId: string) =>
  (await db.select({ n: count() }).from(table).where(eq(table.orgId, orgId)))[0]!.n;

/** A normal user of `tenant` with a policy made from `template`. */
async function userWithPolicy(tenant: Caller, template: string) {
  const policy = await tenant.call('POST', '/api/policies/', { name: unique(template), template });
  expect(policy.statusCode).toBe(201);
  const user = await buildUser(db, { orgId: tenant.org.id, userType: 'normal', policyId: policy.json().id });
  return { user, policyId: policy.json().id as string };
}

describe('access policies, enforced on the server', () => {
  it('keeps policies in the hands of admins: a normal user with every grant cannot widen their own access', async () => {
    const { user, policyId } = await userWithPolicy(admin, 'full_access');
    const operator = await callerFor(app, admin.org, user);
    const policiesBefore = await rows(policies, admin.org.id);

    const created = await operator.call('POST', '/api/policies/', bodies.policy());
    expect(created.statusCode).toBe(403);
    expect(created.json().error.code).toBe('forbidden_policy');
    expect((await operator.call('PATCH', `/api/policies/${policyId}/`, { name: unique('renamed') })).statusCode).toBe(403);
    // Nor can they move themselves or a colleague to another policy, though they may edit users.
    const colleague = await buildUser(db, { orgId: admin.org.id, userType: 'normal' });
    expect((await operator.call('PATCH', `/api/users/${colleague.id}/`, { policy_id: policyId })).statusCode).toBe(403);
    expect((await operator.call('PATCH', `/api/users/${colleague.id}/`, { designation: 'Irrigation lead' })).statusCode).toBe(200);

    expect(await rows(policies, admin.org.id)).toBe(policiesBefore);
    const [stored] = await db.select({ policyId: users.policyId }).from(users).where(eq(users.id, colleague.id));
    expect(stored!.policyId).toBeNull();
  });

  it('lets a view-only user read but answers 403 forbidden_policy to every write', async () => {
    const { user } = await userWithPolicy(admin, 'view_only');
    const viewer = await callerFor(app, admin.org, user);
    const labor = await admin.call('POST', '/api/labors/', bodies.labor());
    const laborId = labor.json().id;

    for (const url of ['/api/users/', '/api/labors/', `/api/labors/${laborId}/`, '/api/farm-owners/', '/api/policies/', '/api/activity-log/']) {
      expect((await viewer.call('GET', url)).statusCode, url).toBe(200);
    }
    const before = { users: await rows(users, admin.org.id), labors: await rows(labors, admin.org.id), policies: await rows(policies, admin.org.id) };
    const writes: [string, string, unknown][] = [
      ['POST', '/api/users/', bodies.user()],
      ['POST', '/api/labors/', bodies.labor()],
      ['PATCH', `/api/labors/${laborId}/`, { name: 'Changed' }],
      ['DELETE', `/api/labors/${laborId}/`, undefined],
      ['POST', '/api/farm-owners/', bodies.farmOwner()],
      ['POST', '/api/policies/', bodies.policy()],
      ['POST', `/api/users/${admin.user.id}/deactivate/`, undefined],
    ];
    for (const [method, url, payload] of writes) {
      const response = await viewer.call(method as 'POST', url, payload as never);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error).toEqual({ code: 'forbidden_policy', message: 'You are not authorized to perform this activity as per your user policy.' });
    }
    expect({ users: await rows(users, admin.org.id), labors: await rows(labors, admin.org.id), policies: await rows(policies, admin.org.id) }).toEqual(before);
    expect((await admin.call('GET', `/api/labors/${laborId}/`)).json().name).toBe(labor.json().name);
  });

  it('refuses web sign-in to a field worker without issuing tokens, and lets them use the mobile client', async () => {
    const { user } = await userWithPolicy(admin, 'field_worker');
    const tokensBefore = (await db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id))).length;
    const web = await signIn(app, user.userName, TEST_PASSWORD);
    expect(web.response.statusCode).toBe(403);
    expect(web.response.json().error.code).toBe('web_access_denied');
    expect((await db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id))).length).toBe(tokensBefore);
    const mobile = await app.inject({ method: 'POST', url: '/api/token/', payload: { username: user.userName, password: TEST_PASSWORD, client: 'mobile' } });
    expect(mobile.statusCode).toBe(200);
  });

  it('serves the profile with policy, effective permissions and preferences', async () => {
    const { user, policyId } = await userWithPolicy(admin, 'farm_operations');
    const engineer = await callerFor(app, admin.org, user);
    const me = (await engineer.call('GET', '/api/me/')).json();
    expect(me).toMatchObject({ policy_id: policyId, profile_image_url: null, preferences: {} });
    expect(me.permissions.users_and_labors).toEqual(['view']);
    expect(me.permissions.settings).toBeUndefined();
    const saved = await engineer.call('PATCH', '/api/me/preferences/', { map_type: 'satellite', language: 'ar' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().preferences).toEqual({ map_type: 'satellite', language: 'ar' });
    expect((await engineer.call('PATCH', '/api/me/preferences/', { language: 'en' })).json().preferences).toEqual({ map_type: 'satellite', language: 'en' });
    expect((await engineer.call('PATCH', '/api/me/preferences/', { map_type: 'terrain' })).statusCode).toBe(400);
    expect((await engineer.call('PATCH', '/api/me/preferences/', { digits: 'arab' })).json().preferences).toEqual({ map_type: 'satellite', language: 'en', digits: 'arab' });
    expect((await engineer.call('GET', '/api/me/')).json().preferences).toEqual({ map_type: 'satellite', language: 'en', digits: 'arab' });
    expect((await engineer.call('PATCH', '/api/me/preferences/', { digits: 'hanidec' })).statusCode).toBe(400);
    // null forgets a preference: the language cookie decides again at sign-in.
    expect((await engineer.call('PATCH', '/api/me/preferences/', { language: null, digits: null })).json().preferences).toEqual({ map_type: 'satellite' });
    expect((await engineer.call('GET', '/api/me/')).json().preferences).toEqual({ map_type: 'satellite' });
  });
});

describe('organisations', () => {
  it('creates an organisation with its contract and first admin, who signs in and creates a user, a labor, a farm owner and a policy', async () => {
    const userName = unique('first.admin').replace(' ', '.');
    const created = await superAdmin.call('POST', '/api/organizations/', {
      name: unique('New Farms'),
      farming_type: ['tree'],
      country: ['SA'],
      contracted_area_feddan: 500,
      contracted_fields: 20,
      contracted_trees: null,
      services: { hd_satellite_imagery: true, chatbot: false, advanced_irrigation: true },
      admin: { name: 'First Admin', user_name: userName, email: `${userName}@test.rayyan.farm`, password: 'orchard-gate-7788' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const org = created.json();
    expect(org).toMatchObject({ contracted_area_feddan: 500, contracted_fields: 20, contracted_trees: null, users_count: 1, usage: { area_feddan: 0, fields: 0, trees: 0 } });
    expect(org.services).toEqual({ hd_satellite_imagery: true, chatbot: false, advanced_irrigation: true });

    const login = await signIn(app, userName, 'orchard-gate-7788');
    expect(login.response.statusCode).toBe(200);
    const call = (method: 'POST', url: string, payload: unknown) =>
      app.inject({ method, url, payload: payload as never, headers: { authorization: `Bearer ${login.body.access}` } });
    for (const [url, body] of [['/api/users/', bodies.user()], ['/api/labors/', bodies.labor()], ['/api/farm-owners/', bodies.farmOwner()], ['/api/policies/', bodies.policy()]] as const) {
      const response = await call('POST', url, body);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
      expect(response.json().org_id).toBe(org.id);
    }
    // The default policies came with the organisation.
    const names = (await db.select({ name: policies.name }).from(policies).where(eq(policies.orgId, org.id))).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Full access', 'View only']));
  });

  it('writes nothing when the first admin user name is taken', async () => {
    const name = unique('Half Farms');
    const response = await superAdmin.call('POST', '/api/organizations/', {
      name,
      farming_type: ['crop'],
      admin: { name: 'X', user_name: admin.user.userName, email: `${unique('x').replace(' ', '.')}@t.test`, password: 'a-long-password' },
    });
    expect([response.statusCode, response.json().error.code]).toEqual([409, 'duplicate_user_name']);
    expect((await superAdmin.call('GET', `/api/organizations/?search=${encodeURIComponent(name)}`)).json().count).toBe(0);
  });

  it('refuses DELETE to anyone but a super admin with "not Authenticated", and a super admin deleting their own organisation', async () => {
    const refused = await admin.call('DELETE', `/api/organizations/${admin.org.id}/`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'not_authenticated', message: 'not Authenticated' });
    const own = await superAdmin.call('DELETE', `/api/organizations/${superAdmin.org.id}/`);
    expect(own.json().error.message).toBe('not Authenticated');
    expect((await admin.call('GET', `/api/organizations/${admin.org.id}/`)).statusCode).toBe(200);
  });

  it('runs the message flow: publish, shown, dismissed for one user only, shown again when republished', async () => {
    const tenant = await buildTenant(app, db);
    const colleague = await buildColleague(app, db, tenant);
    const url = `/api/organizations/message/${tenant.org.id}/`;
    expect((await tenant.call('GET', url)).json().status).toBe(false);

    const published = await superAdmin.call('PATCH', `/api/organizations/${tenant.org.id}/`, {
      honorofics: 'Dear',
      name: 'Customers',
      message: 'Maintenance tonight at 22:00',
      action: 'normal',
      notification_status: true,
    });
    expect(published.statusCode).toBe(200);
    expect((await tenant.call('GET', url)).json()).toEqual({ status: true, honorofics: 'Dear', name: 'Customers', message: 'Maintenance tonight at 22:00', action: 'normal' });

    const dismissed = await tenant.call('PATCH', `/api/organizations/${tenant.org.id}/`, { notification_status: false });
    expect([dismissed.statusCode, dismissed.json().status]).toEqual([200, false]);
    expect((await tenant.call('GET', url)).json().status).toBe(false);
    expect((await colleague.call('GET', url)).json().status).toBe(true);

    const text = await colleague.call('PATCH', `/api/organizations/${tenant.org.id}/`, { message: 'Hacked', notification_status: true });
    expect([text.statusCode, text.json().error.code]).toEqual([403, 'forbidden_policy']);

    await superAdmin.call('PATCH', `/api/organizations/${tenant.org.id}/`, { message: 'Please sign in again', action: 'logout', notification_status: true });
    expect((await tenant.call('GET', url)).json()).toMatchObject({ status: true, action: 'logout', message: 'Please sign in again' });
    const stranger = await buildTenant(app, db);
    expect((await stranger.call('GET', url)).statusCode).toBe(404);
  });
});

describe('users', () => {
  it('refuses duplicates, a bad phone, an unknown policy and an unknown supervisor, writing nothing', async () => {
    const before = await rows(users, admin.org.id);
    const existing = admin.user;
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ user_name: existing.userName }, 409, 'duplicate_user_name', 'user_name'],
      [{ email: existing.email!.toUpperCase() }, 409, 'duplicate_email', 'email'],
      [{ policy_id: '00000000-0000-4000-8000-000000000000' }, 400, 'unknown_policy', 'policy_id'],
      [{ supervisor_id: '00000000-0000-4000-8000-000000000000' }, 400, 'unknown_supervisor', 'supervisor_id'],
    ];
    for (const [overrides, status, code, field] of cases) {
      const response = await admin.call('POST', '/api/users/', bodies.user(overrides));
      expect([response.statusCode, response.json().error.code], JSON.stringify(overrides)).toEqual([status, code]);
      expect(response.json().error.fields).toHaveProperty(field);
    }
    const phone = await admin.call('POST', '/api/users/', bodies.user({ phone: '0100 123' }));
    expect(phone.statusCode).toBe(400);
    expect(phone.json().error.fields.phone).toBe('Must be a valid Number Exp: +xxxxxxxxxxx');
    const missing = await admin.call('POST', '/api/users/', bodies.user({ name: '' }));
    expect(missing.json().error.fields.name).toBe('This field is required.');
    expect(await rows(users, admin.org.id)).toBe(before);
  });

  it('refuses a common password or one made of the new user\'s own names for a new user or a new organisation\'s admin, writing nothing', async () => {
    const before = await rows(users, admin.org.id);
    const common = await admin.call('POST', '/api/users/', bodies.user({ password: 'Password123!' }));
    expect(common.statusCode).toBe(400);
    expect(common.json().error).toMatchObject({ code: 'validation_failed', fields: { password: 'This password is among the most common ones and easy to guess; choose another.' } });
    const personal = await admin.call('POST', '/api/users/', bodies.user({ user_name: 'khaled.farouk', password: 'khaled.farouk.2026' }));
    expect(personal.json().error.fields).toEqual({ password: "The password must not contain the account holder's name, user name, e-mail or phone number." });
    expect(await rows(users, admin.org.id)).toBe(before);

    const name = unique('Weak Farms');
    const org = await superAdmin.call('POST', '/api/organizations/', {
      name,
      farming_type: ['crop'],
      admin: { name: 'Nour Admin', user_name: unique('nour').replace(' ', '.'), email: `${unique('n').replace(' ', '.')}@t.test`, password: 'iloveyou123' },
    });
    expect([org.statusCode, org.json().error.fields]).toEqual([400, { 'admin.password': 'This password is among the most common ones and easy to guess; choose another.' }]);
    expect((await superAdmin.call('GET', `/api/organizations/?search=${encodeURIComponent(name)}`)).json().count).toBe(0);
  });

  it('creates a user with every field, hashes the password with Argon2id and logs the change without it', async () => {
    const { policyId } = await userWithPolicy(admin, 'view_only');
    const body = bodies.user({
      user_code: 'U-7',
      honorofics: 'eng',
      phone: uniquePhone(),
      whatsapp: uniquePhone(),
      salary: 12500.5,
      education: 'BSc Agriculture',
      rating: 4,
      role: 'Irrigation',
      designation: 'Senior engineer',
      join_date: '2024-01-01',
      current_in_service: true,
      farming_responsibility: ['irrigation', 'fertigation'],
      non_farming_responsibility: ['reports'],
      supervisor_id: admin.user.id,
      policy_id: policyId,
      farm_role: 'irrigation_engineer',
    });
    const created = await admin.call('POST', '/api/users/', body);
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json();
    expect(user).toMatchObject({ salary: 12500.5, supervisor_name: admin.user.name, farming_responsibility: ['irrigation', 'fertigation'], is_active: true });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash.startsWith('$argon2id$')).toBe(true);

    const updated = await admin.call('PATCH', `/api/users/${user.id}/`, { designation: 'Lead engineer', rating: 5 });
    expect(updated.json()).toMatchObject({ designation: 'Lead engineer', rating: 5 });
    const log = (await admin.call('GET', `/api/activity-log/?entity=user&entity_id=${user.id}`)).json();
    expect(log.results.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create']);
    expect(log.results[0].changes).toEqual({ designation: { from: 'Senior engineer', to: 'Lead engineer' }, rating: { from: 4, to: 5 } });
    expect(log.results[0].user_name).toBe(admin.user.userName);
    expect(log.results[1].changes.password).toEqual({ from: null, to: 'changed' });
    expect(JSON.stringify(log)).not.toContain('argon2');
    expect(JSON.stringify(log)).not.toContain('a-long-password');
  });

  it('deactivates a colleague (revoking their sessions) but never yourself', async () => {
    const colleague = await buildColleague(app, db, admin);
    const self = await admin.call('POST', `/api/users/${admin.user.id}/deactivate/`);
    expect([self.statusCode, self.json().error.code]).toEqual([400, 'cannot_deactivate_self']);
    const done = await admin.call('POST', `/api/users/${colleague.user.id}/deactivate/`);
    expect(done.json().is_active).toBe(false);
    const live = await db.select().from(refreshTokens).where(and(eq(refreshTokens.userId, colleague.user.id), isNull(refreshTokens.revokedAt)));
    expect(live).toHaveLength(0);
    expect((await colleague.call('GET', '/api/me/')).statusCode).toBe(401);
    expect((await admin.call('POST', `/api/users/${colleague.user.id}/activate/`)).json().is_active).toBe(true);
  });

  it('stores a PNG profile image and refuses an oversize image and a text file named .png, changing nothing', async () => {
    const colleague = await buildColleague(app, db, admin);
    const url = `/api/users/${colleague.user.id}/profile-image/`;
    const ok = multipartFile(PNG_1X1, 'face.png', 'image/png');
    const stored = await admin.call('PUT', url, ok.payload, ok.headers);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().profile_image_url).toMatch(new RegExp(`^${url}\\?v=`));
    const image = await colleague.call('GET', url);
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    expect(image.rawPayload.equals(PNG_1X1)).toBe(true);
    const [before] = await db.select().from(users).where(eq(users.id, colleague.user.id));

    const big = Buffer.concat([PNG_1X1, Buffer.alloc(PROFILE_IMAGE_MAX_BYTES)]);
    const tooLarge = multipartFile(big, 'big.png', 'image/png');
    const large = await admin.call('PUT', url, tooLarge.payload, tooLarge.headers);
    expect([large.statusCode, large.json().error.code]).toEqual([413, 'image_too_large']);
    const text = multipartFile(Buffer.from('just some text, not an image'), 'fake.png', 'image/png');
    const fake = await admin.call('PUT', url, text.payload, text.headers);
    expect([fake.statusCode, fake.json().error.code]).toEqual([415, 'image_type']);

    const [after] = await db.select().from(users).where(eq(users.id, colleague.user.id));
    expect(after!.profileImage).toBe(before!.profileImage);
    expect((await colleague.call('GET', url)).rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it('exports a real .xlsx with English headers and the filtered rows', async () => {
    const name = unique('Exported Person');
    await admin.call('POST', '/api/users/', bodies.user({ name }));
    const response = await admin.call('GET', `/api/users/export/?search=${encodeURIComponent(name)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    expect(response.rawPayload.subarray(0, 4).toString('hex')).toBe('504b0304');
    const sheet = await readXlsx(response.rawPayload);
    expect(sheet[0]!.slice(0, 4)).toEqual(['User Code', 'Honorifics', 'Name', 'User Name']);
    expect(sheet).toHaveLength(2);
    expect(sheet[1]![2]).toBe(name);
  });
});

describe('labors, farm owners and policies', () => {
  it('lists labors by status and salary period, and checks dates across a patch', async () => {
    const left = await admin.call('POST', '/api/labors/', { ...bodies.labor(unique('Left')), leave_date: '2025-06-30', leaving_reason: 'end_of_contract' });
    expect(left.statusCode, left.body).toBe(201);
    await admin.call('POST', '/api/labors/', { ...bodies.labor(unique('Daily')), salary_period: 'daily' });
    const leftOnly = (await admin.call('GET', '/api/labors/?status=left&page_size=100')).json();
    expect(leftOnly.results.every((l: { leave_date: string | null }) => l.leave_date !== null)).toBe(true);
    expect(leftOnly.results.map((l: { id: string }) => l.id)).toContain(left.json().id);
    const daily = (await admin.call('GET', '/api/labors/?salary_period=daily&page_size=100')).json();
    expect(daily.results.every((l: { salary_period: string }) => l.salary_period === 'daily')).toBe(true);
    const bad = await admin.call('PATCH', `/api/labors/${left.json().id}/`, { leave_date: '2020-01-01' });
    expect([bad.statusCode, bad.json().error.fields.leave_date]).toEqual([400, 'The leave date cannot be before the join date.']);
  });

  it('refuses a duplicate policy name and deleting a policy in use', async () => {
    const { policyId } = await userWithPolicy(admin, 'view_only');
    const policy = (await admin.call('GET', `/api/policies/${policyId}/`)).json();
    expect(policy.users_count).toBe(1);
    expect(policy.permissions).toEqual({
      system_accessibility: ['web'], users_and_labors: ['view'], farm_and_fields: ['view'], programs_tasks_activities: ['view'], sensors: ['view'],
      assets: ['view'], inventory: ['view'], pests_and_diseases: ['view'], settings: ['view'],
    });
    const duplicate = await admin.call('POST', '/api/policies/', { name: policy.name, template: 'full_access' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toEqual({ code: 'template_name_exists', message: 'Template Name Already Exists', fields: { name: 'Template Name Already Exists' }, field_codes: { name: 'template_name_exists' } });
    const inUse = await admin.call('DELETE', `/api/policies/${policyId}/`);
    expect([inUse.statusCode, inUse.json().error.code]).toEqual([409, 'policy_in_use']);
    const templates = (await admin.call('GET', '/api/policy-templates/')).json();
    expect(Object.keys(templates)).toEqual(['full_access', 'view_only', 'farm_operations', 'field_worker']);
  });

  it('records farm-owner writes in the activity log with the changed fields', async () => {
    const created = (await admin.call('POST', '/api/farm-owners/', bodies.farmOwner())).json();
    await admin.call('PATCH', `/api/farm-owners/${created.id}/`, { gmt_offset: 4, name: created.name });
    expect((await admin.call('DELETE', `/api/farm-owners/${created.id}/`)).statusCode).toBe(204);
    const log = (await admin.call('GET', `/api/activity-log/?entity=farm_owner&entity_id=${created.id}`)).json();
    expect(log.results.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(log.results[1].changes).toEqual({ gmt_offset: { from: 3, to: 4 } });
  });
});

describe('activity log and writes share one transaction', () => {
  it('a failing log write leaves no record, and a failing record write leaves no log row', async () => {
    const tenant = await buildTenant(app, db);
    const failingActivity = { record: async () => Promise.reject(new Error('log store down')), list: createActivityRepository(db).list };
    const service = createLaborsService({
      records: createLaborRepository(db),
      transaction: transactionOver(db, (tx) => ({ records: createLaborRepository(tx), activity: failingActivity })),
    });
    const actor = { orgId: tenant.org.id, userId: tenant.user.id };
    await expect(service.create(actor, bodies.labor() as never)).rejects.toThrow('log store down');
    expect(await rows(labors, tenant.org.id)).toBe(0);

    const real = createLaborsService({
      records: createLaborRepository(db),
      transaction: transactionOver(db, (tx) => ({ records: createLaborRepository(tx), activity: createActivityRepository(tx) })),
    });
    // The database refuses a leaving reason without a leave date after the service passed it on.
    const labor = await real.create(actor, bodies.labor() as never);
    const logRows = async () => (await db.select({ n: count() }).from(activityLog).where(eq(activityLog.orgId, tenant.org.id)))[0]!.n;
    const logged = await logRows();
    await expect(real.create(actor, { ...bodies.labor(), currency: 'XXX' } as never)).rejects.toThrow();
    expect(await logRows()).toBe(logged);
    expect(await rows(labors, tenant.org.id)).toBe(1);
    expect(labor.org_id).toBe(tenant.org.id);
  });
});
