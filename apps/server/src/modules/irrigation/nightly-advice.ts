/**
 * When a farm's nightly irrigation advice is due. The spec builds advice "at night from yesterday's data
 * plus today's forecast": each farm at NIGHTLY_ADVICE_HOUR of its own local time, once the hourly weather
 * refresh has stored a forecast fetched after its local midnight (so the forecast's first day is today).
 * A frequent job asks this function which farms are due and computes only those. Pure: no I/O, no clock.
 */

/** Local hour (farm time) from which the night's advice is computed; the weather refresh runs at :00. */
export const NIGHTLY_ADVICE_HOUR = 2;
/** Local hour after which a farm without a forecast fetched today gets its advice from the last stored one. */
export const NIGHTLY_ADVICE_LATEST_HOUR = 6;

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** What the decision needs to know about one farm with advisory fields and stored weather. */
export interface NightlyAdviceFarm {
  farmId: string;
  /** The farm's UTC offset now, minutes east of UTC (see utcOffsetMinutes). */
  utcOffsetMinutes: number;
  /** When its stored forecast was fetched. */
  forecastFetchedAt: Date;
  /** The oldest advice among its advisory fields (null: none stored yet). */
  oldestAdviceAt: Date | null;
}

/** The farm's current local night: its local date, local midnight and the nightly run time, as instants. */
export function localNight(now: Date, utcOffsetMinutes: number, hour = NIGHTLY_ADVICE_HOUR): { localDate: string; midnight: Date; runAt: Date } {
  const offsetMs = utcOffsetMinutes * MINUTE_MS;
  const localDate = new Date(now.getTime() + offsetMs).toISOString().slice(0, 10);
  const midnight = Date.parse(`${localDate}T00:00:00Z`) - offsetMs;
  return { localDate, midnight: new Date(midnight), runAt: new Date(midnight + hour * HOUR_MS) };
}

/**
 * Farms whose advice should be built now: past tonight's run time in their own time zone, with some
 * field's advice older than that (or missing), and a forecast fetched since their local midnight
 * (or, past NIGHTLY_ADVICE_LATEST_HOUR, whatever forecast is stored: late advice beats none).
 */
export function farmsDueForNightlyAdvice(farms: readonly NightlyAdviceFarm[], now: Date): string[] {
  return farms
    .filter((farm) => {
      const night = localNight(now, farm.utcOffsetMinutes);
      if (now < night.runAt) return false;
      if (farm.oldestAdviceAt && farm.oldestAdviceAt >= night.runAt) return false;
      const forecastOfToday = farm.forecastFetchedAt >= night.midnight;
      const late = now.getTime() >= night.midnight.getTime() + NIGHTLY_ADVICE_LATEST_HOUR * HOUR_MS;
      return forecastOfToday || late;
    })
    .map((farm) => farm.farmId);
}

const OFFSET_TEXT = /([+-])(\d{2}):?(\d{2})$/;
const offsetOfText = (text: string): number | undefined => {
  const m = OFFSET_TEXT.exec(text);
  if (!m) return undefined;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
};

/**
 * The farm's UTC offset at `at`, minutes, from what its stored forecast says: the simulated provider
 * stores an offset (`+03:00`), Open-Meteo an IANA zone (`Asia/Riyadh`, daylight saving followed);
 * else the offset carried by the forecast's first hour; else the longitude's nominal zone.
 */
export function utcOffsetMinutes(forecast: { timezone: string; firstHourTime?: string | null; lng: number }, at: Date): number {
  const zone = forecast.timezone.trim();
  if (/^[+-]\d{2}:?\d{2}$/.test(zone)) return offsetOfText(zone)!;
  if (zone === 'UTC' || zone === 'GMT') return 0;
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
    if (name === 'GMT') return 0;
    const fromZone = name ? offsetOfText(name) : undefined;
    if (fromZone !== undefined) return fromZone;
  } catch {
    // Not a zone this runtime knows: fall through.
  }
  const fromHour = forecast.firstHourTime ? offsetOfText(forecast.firstHourTime) : undefined;
  return fromHour ?? Math.round(forecast.lng / 15) * 60;
}

/**
 * Joins the advisory fields, the farms' stored forecasts and the fields' advice times into one entry per
 * farm that has a forecast and advisory fields with advice. Fields without any advice yet are left to
 * the hourly missing-advice pass (a field whose computation keeps failing must not make its farm due
 * all day).
 */
export function nightlyAdviceFarms(
  fields: readonly { id: string; farmId: string }[],
  forecasts: readonly { farmId: string; timezone: string; lng: number; firstHourTime: string | null; fetchedAt: Date }[],
  adviceTimes: readonly { fieldId: string; computedAt: Date }[],
  now: Date,
): NightlyAdviceFarm[] {
  const computedAt = new Map(adviceTimes.map((a) => [a.fieldId, a.computedAt]));
  const oldest = new Map<string, Date>();
  for (const field of fields) {
    const at = computedAt.get(field.id);
    const before = oldest.get(field.farmId);
    if (at && (!before || at < before)) oldest.set(field.farmId, at);
  }
  return forecasts.flatMap((f) => {
    const oldestAdviceAt = oldest.get(f.farmId);
    return oldestAdviceAt ? [{ farmId: f.farmId, utcOffsetMinutes: utcOffsetMinutes(f, now), forecastFetchedAt: f.fetchedAt, oldestAdviceAt }] : [];
  });
}

/** Claims on farms for a night, shared by every server process (the jobs' claims in the database). */
export interface NightClaims {
  /** Claims the farms for the night starting at `night` (ISO instant) and answers those this run got. */
  claim(night: string, farmIds: readonly string[]): Promise<string[]>;
  done(night: string, farmIds: readonly string[]): Promise<void>;
  release(night: string, farmIds: readonly string[]): Promise<void>;
}

/**
 * The nightly job: finds the farms due now, claims them for their night and computes the advice of those it
 * got. A farm is claimed once a night across every server process, so two processes never compute it twice
 * and a farm with a field that keeps failing is tried once a night, not every pass; a pass that fails as a
 * whole gives its claims back, to be retried.
 */
export async function runNightlyAdvice(deps: {
  now: Date;
  fields: () => Promise<readonly { id: string; farmId: string }[]>;
  forecasts: () => Promise<Parameters<typeof nightlyAdviceFarms>[1]>;
  adviceTimes: () => Promise<Parameters<typeof nightlyAdviceFarms>[2]>;
  calculate: (farmIds: string[]) => Promise<number>;
  claims: NightClaims;
}): Promise<{ farms: number; fields: number }> {
  const farms = nightlyAdviceFarms(await deps.fields(), await deps.forecasts(), await deps.adviceTimes(), deps.now);
  const nightOf = new Map(farms.map((f) => [f.farmId, localNight(deps.now, f.utcOffsetMinutes).runAt.toISOString()]));
  const byNight = new Map<string, string[]>();
  for (const id of farmsDueForNightlyAdvice(farms, deps.now)) byNight.set(nightOf.get(id)!, [...(byNight.get(nightOf.get(id)!) ?? []), id]);
  const claimed = new Map<string, string[]>();
  for (const [night, ids] of byNight) {
    const got = await deps.claims.claim(night, ids);
    if (got.length) claimed.set(night, got);
  }
  const due = [...claimed.values()].flat();
  if (due.length === 0) return { farms: 0, fields: 0 };
  let fields: number;
  try {
    fields = await deps.calculate(due);
  } catch (error) {
    for (const [night, ids] of claimed) await deps.claims.release(night, ids);
    throw error;
  }
  for (const [night, ids] of claimed) await deps.claims.done(night, ids);
  return { farms: due.length, fields };
}
