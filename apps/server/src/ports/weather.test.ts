import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OpenMeteoWeatherProvider, WeatherProviderError, parseOpenMeteo } from './weather';
import { SimulatedWeatherProvider } from './simulated-weather';

// A forecast answer in Open-Meteo's documented JSON shape (parallel arrays per variable, local times
// with utc_offset_seconds), recorded for Toshka; the tests never reach the network.
const recorded = JSON.parse(
  readFileSync(new URL('./weather-fixtures/open-meteo-forecast-toshka.json', import.meta.url), 'utf8'),
) as Record<string, unknown> & { hourly: Record<string, unknown[]>; daily: Record<string, unknown[]> };

const clone = () => JSON.parse(JSON.stringify(recorded)) as typeof recorded;
const answering = (body: unknown, status = 200): typeof fetch =>
  (async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as typeof fetch;

describe('Open-Meteo adapter', () => {
  it('turns the recorded answer into hours and days in the farm’s local time', async () => {
    const calls: string[] = [];
    const provider = new OpenMeteoWeatherProvider({
      fetch: (async (url: string) => {
        calls.push(String(url));
        return new Response(JSON.stringify(recorded));
      }) as typeof fetch,
    });
    const forecast = await provider.forecast({ lat: 22.75, lng: 31.15 });
    expect(forecast.source).toBe('open_meteo');
    expect(forecast.hours).toHaveLength(48);
    expect(forecast.hours[14]).toMatchObject({ time: '2026-11-22T14:00:00+02:00', relative_humidity_pct: expect.any(Number) });
    expect(forecast.days[0]).toMatchObject({ date: '2026-11-22', t_max_c: 30, t_min_c: 14, sunrise: '2026-11-22T06:11:00+02:00' });
    // It asks for what the screens show: hourly variables, 8 forecast days, the location's own time zone.
    const url = new URL(calls[0]!);
    expect(url.searchParams.get('forecast_days')).toBe('8');
    expect(url.searchParams.get('timezone')).toBe('auto');
    expect(url.searchParams.get('hourly')).toContain('shortwave_radiation');
    expect(url.searchParams.get('daily')!.split(',').filter((v) => v === 'precipitation_sum')).toHaveLength(1);
  });

  it('refuses a missing variable, misaligned arrays and impossible values instead of storing garbage', () => {
    const missing = clone();
    delete missing.hourly.dew_point_2m;
    expect(() => parseOpenMeteo(missing)).toThrow(WeatherProviderError);

    const short = clone();
    short.hourly.temperature_2m = short.hourly.temperature_2m!.slice(0, 10);
    expect(() => parseOpenMeteo(short)).toThrow(/temperature_2m has 10 values for 48 times/);

    const humid = clone();
    humid.hourly.relative_humidity_2m![3] = 140;
    expect(() => parseOpenMeteo(humid)).toThrow(WeatherProviderError);

    const inverted = clone();
    inverted.daily.temperature_2m_min = [35, 14];
    expect(() => parseOpenMeteo(inverted)).toThrow(/minimum above maximum/);
  });

  it('reports provider errors with a code: HTTP failure, an answer that is not JSON, no network', async () => {
    const at = { lat: 22.75, lng: 31.15 };
    await expect(new OpenMeteoWeatherProvider({ fetch: answering({ error: true, reason: 'Rate limit' }, 429) }).forecast(at)).rejects.toMatchObject({ code: 'http_error' });
    await expect(new OpenMeteoWeatherProvider({ fetch: answering('<html>') }).forecast(at)).rejects.toMatchObject({ code: 'malformed_response' });
    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(new OpenMeteoWeatherProvider({ fetch: offline }).history(at, '2026-11-01', '2026-11-07')).rejects.toMatchObject({ code: 'network_error' });
  });

  it('ends a history at the last complete day when the archive answers its latest days with nulls', async () => {
    // The recorded answer with its second day not reanalysed yet, as the archive serves recent days.
    const lagging = clone();
    for (const name of Object.keys(lagging.daily)) if (name !== 'time') lagging.daily[name]![1] = null;
    for (let i = 24; i < 48; i++) lagging.hourly.temperature_2m![i] = null;
    const history = await new OpenMeteoWeatherProvider({ fetch: answering(lagging) }).history({ lat: 22.75, lng: 31.15 }, '2026-11-22', '2026-11-23');
    expect(history.days.map((d) => d.date)).toEqual(['2026-11-22']);
    expect(history.hours).toHaveLength(24);
    expect(history.hours.every((h) => h.time.startsWith('2026-11-22'))).toBe(true);
    // The forecast keeps refusing such an answer whole.
    await expect(new OpenMeteoWeatherProvider({ fetch: answering(lagging) }).forecast({ lat: 22.75, lng: 31.15 })).rejects.toMatchObject({ code: 'malformed_response' });
  });
});

describe('simulated weather history', () => {
  it('gives a day the same weather whatever range it is asked in, so a farm’s history can be simulated once and sliced', async () => {
    const provider = new SimulatedWeatherProvider();
    const place = { lat: 25.4, lng: 49.6 };
    const year = await provider.history(place, '2025-11-23', '2026-11-21');
    const autumn = await provider.history(place, '2026-09-01', '2026-11-21');
    expect(year.days).toHaveLength(364);
    expect(year.days.filter((d) => d.date >= '2026-09-01')).toEqual(autumn.days);
  });
});
