import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { irrigationHistorySchema } from '@rayyan/contracts';
import { OpenMeteoWeatherProvider } from '../src/ports/weather';
import { type Caller, createAdvisoryPivot, createCropFarm, withTenantApp } from './tenants';

// WEATHER_PROVIDER=open-meteo with the provider's answers served from a recording: the forecast is the recorded
// Toshka answer (22-23 November 2026); archive requests get that answer's first day repeated over the asked
// range (the archive speaks the same JSON), with the last two days not reanalysed yet (nulls), as the archive
// serves them. No network is reached.
const recorded = JSON.parse(readFileSync(new URL('../src/ports/weather-fixtures/open-meteo-forecast-toshka.json', import.meta.url), 'utf8')) as {
  hourly: Record<string, unknown[]>;
  daily: Record<string, unknown[]>;
};
const RECORDED_ET0 = recorded.daily.et0_fao_evapotranspiration![0] as number;
const addDays = (date: string, days: number) => new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);

function archiveAnswer(startDate: string, endDate: string) {
  const dates: string[] = [];
  for (let d = startDate; d <= endDate; d = addDays(d, 1)) dates.push(d);
  const lagging = new Set(dates.slice(-2));
  const daily: Record<string, unknown[]> = {};
  for (const [name, values] of Object.entries(recorded.daily)) {
    daily[name] = dates.map((date) => (name === 'time' ? date : lagging.has(date) ? null : typeof values[0] === 'string' ? `${date}${(values[0] as string).slice(10)}` : values[0]));
  }
  const hourly: Record<string, unknown[]> = {};
  for (const [name, values] of Object.entries(recorded.hourly)) {
    hourly[name] = dates.flatMap((date) => values.slice(0, 24).map((v) => (name === 'time' ? `${date}${(v as string).slice(10)}` : lagging.has(date) ? null : v)));
  }
  return { ...recorded, daily, hourly };
}

const requests: URL[] = [];
const recordedFetch = (async (input: string | URL) => {
  const url = new URL(String(input));
  requests.push(url);
  const body = url.hostname.startsWith('archive') ? archiveAnswer(url.searchParams.get('start_date')!, url.searchParams.get('end_date')!) : recorded;
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}) as typeof fetch;

const TODAY = '2026-11-22';

let app: FastifyInstance;
let caller: Caller;

withTenantApp({ caller: {} }, (built) => ({ app, caller } = built), {}, { weather: new OpenMeteoWeatherProvider({ fetch: recordedFetch }), clock: { now: () => new Date(`${TODAY}T10:00:00Z`) } });

const pivot = (farmId: string) => createAdvisoryPivot(caller, farmId, addDays(TODAY, -40));

describe('nightly advice with WEATHER_PROVIDER=open-meteo', () => {
  it("balances the past days on the provider's observed weather, asks it once per farm, and labels only the days it lacks as simulated", async () => {
    const farm = { id: await createCropFarm(caller) };
    const [first, second] = [await pivot(farm.id), await pivot(farm.id)];
    expect(await app.weatherJobs.refresh({ farmId: farm.id })).toBe(1);
    expect(requests.filter((u) => u.hostname.startsWith('api.'))).toHaveLength(1);

    expect(await app.irrigation.calculateAll({ farmIds: [farm.id] })).toBe(2);
    const archive = requests.filter((u) => u.hostname.startsWith('archive'));
    expect(archive).toHaveLength(1);
    expect(archive[0]!.searchParams.get('end_date')).toBe(addDays(TODAY, -1));

    for (const id of [first, second]) {
      const history = irrigationHistorySchema.parse((await caller.call('GET', `/api/crop-fields/${id}/irrigation/history/?days=30`)).json());
      const observed = history.filter((d) => d.date <= addDays(TODAY, -3));
      expect(observed.length).toBeGreaterThan(20);
      for (const day of observed) expect(day).toMatchObject({ simulated: false, et0_mm: RECORDED_ET0 });
      // The archive's two latest days are missing: they come from the simulated provider and say so.
      for (const date of [addDays(TODAY, -2), addDays(TODAY, -1)]) expect(history.find((d) => d.date === date)!.simulated).toBe(true);
      // Today is the recorded forecast's day.
      expect(history.find((d) => d.date === TODAY)).toMatchObject({ simulated: false, et0_mm: RECORDED_ET0 });
    }
    // A page's recalculation reuses the farm's past weather instead of asking the provider again.
    expect((await caller.call('POST', `/api/crop-fields/${first}/irrigation/calculate/`)).statusCode).toBe(200);
    expect(requests.filter((u) => u.hostname.startsWith('archive'))).toHaveLength(1);
  });
});
