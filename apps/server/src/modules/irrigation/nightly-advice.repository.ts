import { sql } from 'drizzle-orm';
import { irrigationAdvice, weatherForecasts, type Db } from '@rayyan/db';

/** A farm's stored forecast, as the nightly advice job reads its time zone and freshness. */
export interface NightlyForecastRow {
  farmId: string;
  timezone: string;
  lng: number;
  /** The first stored forecast hour (`2026-03-10T00:00:00+03:00`). */
  firstHourTime: string | null;
  fetchedAt: Date;
}

/**
 * What the nightly advice job reads besides the advisory fields (`IrrigationRepository.advisoryFields`):
 * every farm's forecast time zone and fetch time, and when each field's advice was computed. Like
 * `advisoryFields`, a job's view across organisations; nothing here reaches a user.
 */
export function createNightlyAdviceRepository(db: Db) {
  return {
    async forecasts(): Promise<NightlyForecastRow[]> {
      return db
        .select({
          farmId: weatherForecasts.farmId,
          timezone: weatherForecasts.timezone,
          lng: weatherForecasts.lng,
          firstHourTime: sql<string | null>`${weatherForecasts.hours} -> 0 ->> 'time'`,
          fetchedAt: weatherForecasts.fetchedAt,
        })
        .from(weatherForecasts);
    },
    async adviceTimes(): Promise<{ fieldId: string; computedAt: Date }[]> {
      return db.select({ fieldId: irrigationAdvice.fieldId, computedAt: irrigationAdvice.computedAt }).from(irrigationAdvice);
    },
  };
}
export type NightlyAdviceRepository = ReturnType<typeof createNightlyAdviceRepository>;
