import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '@rayyan/db';
import { weatherEndpoints } from '@rayyan/contracts';
import { withTestApp } from './helpers';
import { buildTenant, readXlsx, unique, type Caller } from './tenants';

let app: FastifyInstance;
let db: Db;
withTestApp((built) => ({ app, db } = built));

const alert = async (caller: Caller, body: Record<string, unknown>) => {
  const response = await caller.call('POST', '/api/weather-alerts/', { type: 'heat', always_active: true, max_threshold: 40, ...body } as never);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; name: string };
};

describe('weather alerts on the resource kit', () => {
  it('answers pages with their count, searched by name and filtered by type and state, newest first', async () => {
    const a = await buildTenant(app, db);
    const tag = unique('Tag');
    for (let i = 1; i <= 5; i++) await alert(a, { name: `${tag} heat ${i}` });
    await alert(a, { name: `${tag} frost`, type: 'cold', min_threshold: 2, max_threshold: null, active: false });
    await alert(a, { name: unique('Other') });

    const all = weatherEndpoints.alerts.list.response.parse((await a.call('GET', '/api/weather-alerts/')).json());
    expect(all).toMatchObject({ count: 7, page: 1, page_size: 20 });

    const first = weatherEndpoints.alerts.list.response.parse((await a.call('GET', `/api/weather-alerts/?search=${encodeURIComponent(tag)}&page_size=4`)).json());
    expect(first.count).toBe(6);
    expect(first.results.map((r) => r.name)).toEqual([`${tag} frost`, `${tag} heat 5`, `${tag} heat 4`, `${tag} heat 3`]);
    const second = (await a.call('GET', `/api/weather-alerts/?search=${encodeURIComponent(tag)}&page_size=4&page=2`)).json();
    expect(second.results.map((r: { name: string }) => r.name)).toEqual([`${tag} heat 2`, `${tag} heat 1`]);

    const cold = (await a.call('GET', '/api/weather-alerts/?type=cold')).json();
    expect(cold.results.map((r: { name: string }) => r.name)).toEqual([`${tag} frost`]);
    expect((await a.call('GET', '/api/weather-alerts/?active=false')).json().count).toBe(1);
    expect((await a.call('GET', '/api/weather-alerts/?type=storm')).statusCode).toBe(400);
  });

  it('exports the matching alerts as a workbook', async () => {
    const a = await buildTenant(app, db);
    const name = unique('Heat over 38');
    await alert(a, { name, max_threshold: 38, hourly: true });
    await alert(a, { name: unique('Unrelated') });
    const response = await a.call('GET', `/api/weather-alerts/export/?search=${encodeURIComponent(name)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/weather-alerts-\d{4}-\d{2}-\d{2}\.xlsx/);
    const rows = await readXlsx(response.rawPayload);
    expect(rows[0]).toEqual(['Name', 'Type', 'Minimum', 'Maximum', 'Always active', 'Start date', 'End date', 'Hourly', 'Active']);
    expect(rows.slice(1)).toEqual([[name, 'heat', '', '38', 'true', '', '', 'true', 'true']]);
  });

  it('checks a patch on the alert as it will be, and writes each change in the activity log', async () => {
    const a = await buildTenant(app, db);
    const created = await alert(a, { name: unique('Frost'), type: 'cold', min_threshold: 10, max_threshold: 20 });
    const refused = await a.call('PATCH', `/api/weather-alerts/${created.id}/`, { min_threshold: 25 } as never);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.field_codes).toEqual({ max_threshold: 'min_above_max' });
    expect((await a.call('PATCH', `/api/weather-alerts/${created.id}/`, { min_threshold: 15 } as never)).json()).toMatchObject({ min_threshold: 15, max_threshold: 20 });
    expect((await a.call('DELETE', `/api/weather-alerts/${created.id}/`)).statusCode).toBe(204);
    const log = (await a.call('GET', `/api/activity-log/?entity=weather_alert&entity_id=${created.id}`)).json().results as { action: string }[];
    expect(log.map((entry) => entry.action).sort()).toEqual(['create', 'delete', 'update']);
  });
});
