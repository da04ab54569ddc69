import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactRequests } from '@rayyan/db';
import { uniqueSuffix } from '@rayyan/db/testing';
import { buildSignedUpUser, signIn, withAppPerTest } from './helpers';
import { readXlsx } from './tenants';

const testApp = withAppPerTest();

let address = 0;
/** Each test posts from its own client address, so the per-client limit of one test never affects another. */
const nextAddress = () => `10.66.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

const validRequest = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mona Adel',
  email: `mona.${uniqueSuffix()}@example.com`,
  phone: '+201001234567',
  company: `Delta Growers ${uniqueSuffix()}`,
  country: 'Egypt',
  farm_area_feddan: 250,
  farm_type: 'crop',
  message: 'We farm alfalfa under three center pivots and want irrigation advice.',
  ...overrides,
});

async function superAdminToken(app: FastifyInstance) {
  const { user, password } = await buildSignedUpUser({ superAdmin: true });
  return (await signIn(app, user.userName, password)).body.access;
}

describe('POST /api/contacts/', () => {
  it('answers each missing required field with the spec message', async () => {
    const { app } = await testApp();
    const response = await app.inject({ method: 'POST', url: '/api/contacts/', payload: {}, remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      fields: {
        name: 'Name is a required field',
        email: 'Email is a required field',
        phone: 'Phone Number is a required field',
        company: 'Company Name is a required field',
        message: 'Message is a required field',
      },
    });
    const blanks = await app.inject({
      method: 'POST',
      url: '/api/contacts/',
      payload: validRequest({ name: '  ', email: '', phone: '', company: '', message: ' ' }),
      remoteAddress: nextAddress(),
    });
    expect(blanks.json().error.fields).toEqual({
      name: 'Name is a required field',
      email: 'Email is a required field',
      phone: 'Phone Number is a required field',
      company: 'Company Name is a required field',
      message: 'Message is a required field',
    });
    expect(blanks.json().error.field_codes).toEqual({
      name: 'name_required',
      email: 'email_required',
      phone: 'phone_required',
      company: 'company_required',
      message: 'message_required',
    });
  });

  it('refuses a phone number without the plus sign and digits', async () => {
    const { app } = await testApp();
    for (const phone of ['01001234567', '+20 100 123', '+abc']) {
      const response = await app.inject({ method: 'POST', url: '/api/contacts/', payload: validRequest({ phone }), remoteAddress: nextAddress() });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ phone: 'Must be a valid Number Exp: +xxxxxxxxxxx' });
    }
  });

  it('stores a valid request with 201, and a super admin sees it in the list as new', async () => {
    const { app, db } = await testApp();
    const payload = validRequest();
    const response = await app.inject({
      method: 'POST',
      url: '/api/contacts/',
      payload,
      headers: { cookie: 'lang=ar' },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true });
    const [row] = await db.select().from(contactRequests).where(eq(contactRequests.email, payload.email));
    expect(row).toMatchObject({ name: 'Mona Adel', company: payload.company, farmAreaFeddan: 250, farmType: 'crop', language: 'ar', status: 'new', isSpam: false });

    const token = await superAdminToken(app);
    const list = await app.inject({ method: 'GET', url: `/api/contacts/?search=${encodeURIComponent(payload.company)}`, headers: { authorization: `Bearer ${token}` } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ count: 1, page: 1, results: [{ email: payload.email, status: 'new', farm_type: 'crop' }] });

    const id = list.json().results[0].id as string;
    const patched = await app.inject({ method: 'PATCH', url: `/api/contacts/${id}/`, payload: { status: 'contacted' }, headers: { authorization: `Bearer ${token}` } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().status).toBe('contacted');

    const csv = await app.inject({ method: 'GET', url: `/api/contacts/?format=csv&search=${encodeURIComponent(payload.company)}`, headers: { authorization: `Bearer ${token}` } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(payload.email);
    expect(csv.body.split('\r\n')[0]).toContain('created_at,status,name,email,phone');

    const xlsx = await app.inject({ method: 'GET', url: `/api/contacts/?format=xlsx&search=${encodeURIComponent(payload.company)}`, headers: { authorization: `Bearer ${token}` } });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toMatch(/^attachment; filename="contact-requests-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const rows = await readXlsx(xlsx.rawPayload);
    expect(rows[0]).toEqual(['Received', 'Status', 'Name', 'Email', 'Phone Number', 'Company Name', 'Country', 'Farm Area (feddan)', 'Farm Type', 'Language', 'Message']);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(payload.email);
    expect(rows[1]).toContain('contacted');
  });

  it('accepts a filled honeypot with 201 but stores it as spam that the list never shows', async () => {
    const { app, db } = await testApp();
    const payload = validRequest({ website: 'http://spam.example' });
    const response = await app.inject({ method: 'POST', url: '/api/contacts/', payload, remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(201);
    const [row] = await db.select().from(contactRequests).where(eq(contactRequests.email, payload.email));
    expect(row?.isSpam).toBe(true);
    const token = await superAdminToken(app);
    const list = await app.inject({ method: 'GET', url: `/api/contacts/?search=${encodeURIComponent(payload.email)}`, headers: { authorization: `Bearer ${token}` } });
    expect(list.json().count).toBe(0);
  });

  it('answers 429 with Retry-After once one client sends too many requests, without blocking others', async () => {
    const { app } = await testApp();
    const flooder = nextAddress();
    for (let i = 0; i < 5; i++) {
      expect((await app.inject({ method: 'POST', url: '/api/contacts/', payload: validRequest(), remoteAddress: flooder })).statusCode).toBe(201);
    }
    const blocked = await app.inject({ method: 'POST', url: '/api/contacts/', payload: validRequest(), remoteAddress: flooder });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await app.inject({ method: 'POST', url: '/api/contacts/', payload: validRequest(), remoteAddress: nextAddress() })).statusCode).toBe(201);
  });
});

describe('GET /api/contacts/', () => {
  it('is for super admins only', async () => {
    const { app } = await testApp();
    expect((await app.inject({ method: 'GET', url: '/api/contacts/' })).statusCode).toBe(401);
    const { user, password } = await buildSignedUpUser();
    const token = (await signIn(app, user.userName, password)).body.access;
    const response = await app.inject({ method: 'GET', url: '/api/contacts/', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(403);
  });
});
