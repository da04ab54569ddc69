import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sprayAdviceSchema, weatherForecastSchema } from '@rayyan/contracts';
import { type Caller, unique, withTenantApp } from './tenants';

const SQUARE = { type: 'Polygon', coordinates: [[[31.13, 22.73], [31.17, 22.73], [31.17, 22.77], [31.13, 22.77], [31.13, 22.73]]] };
let app: FastifyInstance;
let a: Caller;

withTenantApp({ a: {} }, (built) => ({ app, a } = built));

describe('weather', () => {
  it('answers weather_not_ready before the job, then the simulated, labelled 48 h / 8 days; spray advice for 48 h', async () => {
    const farm = (await a.call('POST', '/api/farms/', { code: unique('F'), name: unique('Farm'), farming_type: 'crop', geometry: SQUARE } as never)).json();
    const before = await a.call('GET', `/api/farms/${farm.id}/weather/`);
    expect(before.statusCode).toBe(404);
    expect(before.json().error).toEqual({ code: 'weather_not_ready', message: 'Please come back after 10 minutes to see the result.' });

    expect(await app.weatherJobs.refresh({ farmId: farm.id })).toBe(1);
    const forecast = weatherForecastSchema.parse((await a.call('GET', `/api/farms/${farm.id}/weather/`)).json());
    expect(forecast).toMatchObject({ farm_id: farm.id, source: 'simulated', simulated: true, label: 'simulated weather' });
    expect(forecast.hours).toHaveLength(48);
    expect(forecast.days.length).toBeGreaterThanOrEqual(7);
    const advice = sprayAdviceSchema.parse((await a.call('GET', `/api/farms/${farm.id}/spray-advice/`)).json());
    expect(advice.hours).toHaveLength(48);
    expect(advice.simulated).toBe(true);
  });

  it('validates alerts and raises a notification once per alert and day', async () => {
    const bad = await a.call('POST', '/api/weather-alerts/', { name: '', type: 'heat', start_date: '2026-05-02', end_date: '2026-05-01' } as never);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['name', 'end_date', 'min_threshold']));

    const farm = (await a.call('POST', '/api/farms/', { code: unique('F'), name: unique('Farm'), farming_type: 'crop', geometry: SQUARE } as never)).json();
    await app.weatherJobs.refresh({ farmId: farm.id });
    const alert = (await a.call('POST', '/api/weather-alerts/', { name: 'Heat', type: 'heat', always_active: true, max_threshold: -40, farm_id: farm.id } as never)).json();
    expect((await a.call('PATCH', `/api/weather-alerts/${alert.id}/`, { always_active: false } as never)).statusCode).toBe(400);
    const first = await app.weatherJobs.checkAlerts();
    expect(first).toBeGreaterThan(0);
    await app.weatherJobs.checkAlerts();
    const mine = (await a.call('GET', '/api/notifications/?unread=true')).json().results.filter((n: { alert_id: string }) => n.alert_id === alert.id);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThanOrEqual(3);
    // The facts travel as data, so each reader gets the notification in their own language.
    expect(mine[0].params).toMatchObject({ farm_name: farm.name, type: 'heat', direction: 'above', threshold: -40, unit: '°C' });
    expect((await a.call('POST', `/api/notifications/${mine[0].id}/read/`)).json().read_at).not.toBeNull();
    expect((await a.call('DELETE', `/api/weather-alerts/${alert.id}/`)).statusCode).toBe(204);
  });
});
