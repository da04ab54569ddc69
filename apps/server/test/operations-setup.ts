import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '@rayyan/db';
import { buildTestApp } from './helpers';
import { buildTenant, type Caller } from './tenants';

/** A farm border for the inventories and programs tests (Al-Ahsa). */
export const SQUARE = { type: 'Polygon', coordinates: [[[49.6, 25.4], [49.62, 25.4], [49.62, 25.42], [49.6, 25.42], [49.6, 25.4]]] };

/** The answer's JSON once its status is the expected one. */
export const ok = async (response: { statusCode: number; body: string; json: () => unknown }, status = 200) => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as Record<string, unknown>;
};

/** One app for the file and two organisations' admins, A and B (built before the tests, closed after). */
export function twoTenants() {
  const ctx = {} as { app: FastifyInstance; db: Db; a: Caller; b: Caller };
  beforeAll(async () => {
    ({ app: ctx.app, db: ctx.db } = await buildTestApp());
    [ctx.a, ctx.b] = await Promise.all([buildTenant(ctx.app, ctx.db), buildTenant(ctx.app, ctx.db)]);
  });
  afterAll(async () => {
    await ctx.app?.close();
  });
  return ctx;
}
