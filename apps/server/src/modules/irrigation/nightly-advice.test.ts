import { describe, expect, it } from 'vitest';
import { farmsDueForNightlyAdvice, localNight, nightlyAdviceFarms, runNightlyAdvice, utcOffsetMinutes, type NightlyAdviceFarm } from './nightly-advice';

const at = (iso: string) => new Date(iso);
const EGYPT = 120;
const KSA = 180;
const UAE = 240;

/** A farm whose forecast is fresh and whose advice is last night's (due once tonight comes). */
const farm = (farmId: string, utcOffsetMinutes: number, overrides: Partial<NightlyAdviceFarm> = {}): NightlyAdviceFarm => ({
  farmId,
  utcOffsetMinutes,
  forecastFetchedAt: at('2026-03-10T23:00:00Z'),
  oldestAdviceAt: at('2026-03-10T00:30:00Z'), // after last night's run in all three countries
  ...overrides,
});

describe('localNight', () => {
  it('gives the local date, local midnight and the 02:00 run as instants', () => {
    // 23:30 UTC on 10 March is 11 March everywhere here: 03:30 in the UAE, 02:30 in KSA, 01:30 in Egypt.
    expect(localNight(at('2026-03-10T23:30:00Z'), UAE)).toEqual({ localDate: '2026-03-11', midnight: at('2026-03-10T20:00:00Z'), runAt: at('2026-03-10T22:00:00Z') });
    expect(localNight(at('2026-03-10T23:30:00Z'), KSA).runAt).toEqual(at('2026-03-10T23:00:00Z'));
    expect(localNight(at('2026-03-10T23:30:00Z'), EGYPT).runAt).toEqual(at('2026-03-11T00:00:00Z'));
    // Before local midnight the night is the previous local date's.
    expect(localNight(at('2026-03-10T21:59:00Z'), EGYPT)).toMatchObject({ localDate: '2026-03-10', runAt: at('2026-03-10T00:00:00Z') });
  });

  it('crosses month and year boundaries', () => {
    expect(localNight(at('2026-12-31T21:00:00Z'), UAE)).toMatchObject({ localDate: '2027-01-01', runAt: at('2026-12-31T22:00:00Z') });
    expect(localNight(at('2026-02-28T23:10:00Z'), KSA)).toMatchObject({ localDate: '2026-03-01', runAt: at('2026-02-28T23:00:00Z') });
  });
});

describe('farmsDueForNightlyAdvice', () => {
  const farms = [farm('eg', EGYPT), farm('sa', KSA), farm('ae', UAE)];

  it('makes each farm due at 02:00 of its own time, east first', () => {
    expect(farmsDueForNightlyAdvice(farms, at('2026-03-10T21:55:00Z'))).toEqual([]); // UAE 01:55
    expect(farmsDueForNightlyAdvice(farms, at('2026-03-10T22:05:00Z'))).toEqual(['ae']); // UAE 02:05, KSA 01:05
    expect(farmsDueForNightlyAdvice(farms, at('2026-03-10T23:05:00Z'))).toEqual(['sa', 'ae']); // KSA 02:05, Egypt 01:05
    expect(farmsDueForNightlyAdvice(farms, at('2026-03-11T00:05:00Z'))).toEqual(['eg', 'sa', 'ae']); // Egypt 02:05
  });

  it('skips a farm whose advice was already computed tonight', () => {
    const now = at('2026-03-11T00:20:00Z');
    const done = [
      farm('eg', EGYPT, { oldestAdviceAt: at('2026-03-11T00:05:00Z') }), // 02:05 Cairo tonight
      farm('sa', KSA, { oldestAdviceAt: at('2026-03-10T23:00:00Z') }), // exactly 02:00 Riyadh
      farm('ae', UAE, { oldestAdviceAt: at('2026-03-10T21:59:00Z') }), // 01:59 Abu Dhabi: before tonight's run
    ];
    expect(farmsDueForNightlyAdvice(done, now)).toEqual(['ae']);
  });

  it('counts advice computed yesterday evening (local) as last night, not tonight', () => {
    // Riyadh 23:00 on 10 March = 20:00 UTC; the night of 11 March runs at 23:00 UTC on 10 March.
    expect(farmsDueForNightlyAdvice([farm('sa', KSA, { oldestAdviceAt: at('2026-03-10T20:00:00Z') })], at('2026-03-10T23:15:00Z'))).toEqual(['sa']);
  });

  it('is not due during the day once tonight is done, and due again the next night', () => {
    const doneTonight = farm('eg', EGYPT, { oldestAdviceAt: at('2026-03-11T00:05:00Z') });
    expect(farmsDueForNightlyAdvice([doneTonight], at('2026-03-11T12:00:00Z'))).toEqual([]);
    expect(farmsDueForNightlyAdvice([doneTonight], at('2026-03-11T23:59:00Z'))).toEqual([]); // 01:59 Cairo, 12 March
    expect(farmsDueForNightlyAdvice([{ ...doneTonight, forecastFetchedAt: at('2026-03-11T23:00:00Z') }], at('2026-03-12T00:05:00Z'))).toEqual(['eg']);
  });

  it('treats a farm without stored advice as due', () => {
    expect(farmsDueForNightlyAdvice([farm('ae', UAE, { oldestAdviceAt: null })], at('2026-03-10T22:05:00Z'))).toEqual(['ae']);
  });

  it("waits for a forecast fetched after the farm's local midnight, until 06:00", () => {
    const stale = farm('sa', KSA, { forecastFetchedAt: at('2026-03-10T20:30:00Z') }); // 23:30 Riyadh, yesterday
    expect(farmsDueForNightlyAdvice([stale], at('2026-03-10T23:05:00Z'))).toEqual([]); // 02:05
    expect(farmsDueForNightlyAdvice([stale], at('2026-03-11T02:55:00Z'))).toEqual([]); // 05:55
    expect(farmsDueForNightlyAdvice([stale], at('2026-03-11T03:00:00Z'))).toEqual(['sa']); // 06:00: late beats none
    expect(farmsDueForNightlyAdvice([{ ...stale, forecastFetchedAt: at('2026-03-10T21:00:00Z') }], at('2026-03-10T23:05:00Z'))).toEqual(['sa']); // fetched 00:00 Riyadh
  });
});

describe('utcOffsetMinutes', () => {
  const now = at('2026-01-15T12:00:00Z');
  it('reads the simulated offset text', () => {
    expect(utcOffsetMinutes({ timezone: '+02:00', lng: 31 }, now)).toBe(EGYPT);
    expect(utcOffsetMinutes({ timezone: '+04:00', lng: 54 }, now)).toBe(UAE);
    expect(utcOffsetMinutes({ timezone: '-03:30', lng: -52 }, now)).toBe(-210);
  });
  it("follows an IANA zone (Open-Meteo's), daylight saving included", () => {
    expect(utcOffsetMinutes({ timezone: 'Asia/Riyadh', lng: 46 }, now)).toBe(KSA);
    expect(utcOffsetMinutes({ timezone: 'Asia/Dubai', lng: 54 }, now)).toBe(UAE);
    expect(utcOffsetMinutes({ timezone: 'Africa/Cairo', lng: 31 }, now)).toBe(EGYPT);
    expect(utcOffsetMinutes({ timezone: 'Africa/Cairo', lng: 31 }, at('2026-07-15T12:00:00Z'))).toBe(180);
    expect(utcOffsetMinutes({ timezone: 'UTC', lng: 31 }, now)).toBe(0);
  });
  it("falls back to the first forecast hour's offset, then to the longitude", () => {
    expect(utcOffsetMinutes({ timezone: 'Not/AZone', firstHourTime: '2026-01-15T00:00:00+03:00', lng: 0 }, now)).toBe(KSA);
    expect(utcOffsetMinutes({ timezone: 'Not/AZone', firstHourTime: null, lng: 46.7 }, now)).toBe(KSA);
  });
});

describe('nightlyAdviceFarms and runNightlyAdvice', () => {
  const fields = [
    { id: 'f1', farmId: 'ae' },
    { id: 'f2', farmId: 'ae' },
    { id: 'f3', farmId: 'eg' },
    { id: 'f4', farmId: 'new' }, // farm without a forecast: no advice yet
  ];
  const forecasts = [
    { farmId: 'ae', timezone: 'Asia/Dubai', lng: 54, firstHourTime: null, fetchedAt: at('2026-03-10T21:00:00Z') },
    { farmId: 'eg', timezone: '+02:00', lng: 31, firstHourTime: null, fetchedAt: at('2026-03-10T21:00:00Z') },
    { farmId: 'sa', timezone: '+03:00', lng: 46, firstHourTime: null, fetchedAt: at('2026-03-10T21:00:00Z') }, // no advisory fields
  ];
  const adviceTimes = [
    { fieldId: 'f1', computedAt: at('2026-03-10T22:06:00Z') },
    { fieldId: 'f2', computedAt: at('2026-03-09T22:06:00Z') },
  ];

  it('keeps the oldest advice per farm and leaves farms with no advice to the missing-advice pass', () => {
    expect(nightlyAdviceFarms(fields, forecasts, adviceTimes, at('2026-03-10T22:30:00Z'))).toEqual([
      { farmId: 'ae', utcOffsetMinutes: UAE, forecastFetchedAt: at('2026-03-10T21:00:00Z'), oldestAdviceAt: at('2026-03-09T22:06:00Z') },
    ]);
  });

  /** Claims kept in memory, as the job_claims table keeps them across processes. */
  const memoryClaims = () => {
    const claimed = new Map<string, boolean>();
    return {
      claimed,
      claim: async (night: string, ids: readonly string[]) => ids.filter((id) => !claimed.has(`${night}|${id}`) && claimed.set(`${night}|${id}`, false)),
      done: async (night: string, ids: readonly string[]) => ids.forEach((id) => claimed.set(`${night}|${id}`, true)),
      release: async (night: string, ids: readonly string[]) => ids.forEach((id) => claimed.delete(`${night}|${id}`)),
    };
  };
  const runWith = (claims: ReturnType<typeof memoryClaims>, calculate: (farmIds: string[]) => Promise<number>) => (now: string) =>
    runNightlyAdvice({
      now: at(now),
      fields: async () => fields,
      forecasts: async () => forecasts,
      adviceTimes: async () => adviceTimes, // the advice never changes: as if a field keeps failing
      calculate,
      claims,
    });

  it('computes the due farms once a night', async () => {
    const calls: string[][] = [];
    const claims = memoryClaims();
    const run = runWith(claims, async (farmIds) => (calls.push(farmIds), 2));
    expect(await run('2026-03-10T21:50:00Z')).toEqual({ farms: 0, fields: 0 });
    expect(await run('2026-03-10T22:05:00Z')).toEqual({ farms: 1, fields: 2 });
    expect(await run('2026-03-10T22:20:00Z')).toEqual({ farms: 0, fields: 0 });
    expect(calls).toEqual([['ae']]);
    // Claimed for the UAE farm's night (02:00 local = 22:00 UTC) and marked done.
    expect([...claims.claimed]).toEqual([['2026-03-10T22:00:00.000Z|ae', true]]);
  });

  it('gives the night back when a pass fails as a whole, so the next pass tries again', async () => {
    const claims = memoryClaims();
    let failing = true;
    const run = runWith(claims, async () => {
      if (failing) throw new Error('database gone');
      return 2;
    });
    await expect(run('2026-03-10T22:05:00Z')).rejects.toThrow('database gone');
    expect(claims.claimed.size).toBe(0);
    failing = false;
    expect(await run('2026-03-10T22:20:00Z')).toEqual({ farms: 1, fields: 2 });
  });
});
