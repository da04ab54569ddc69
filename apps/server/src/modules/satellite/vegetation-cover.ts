import { vegetationCoverFromNdvi } from '@rayyan/agronomy';
import type { Database } from '@rayyan/db';
import type { FieldKind } from './satellite.repository';
import { createLatestNdviQuery } from './vegetation-cover.repository';

/** How old a clear image may be for its cover to stand for today: Sentinel-2 passes every 5 days, clouds skip some. */
export const COVER_IMAGE_MAX_AGE_DAYS = 20;

/**
 * The vegetation cover measured on a field's newest clear satellite image of the last COVER_IMAGE_MAX_AGE_DAYS days,
 * % (Carlson & Ripley 1997, `vegetationCoverFromNdvi`), with the image's date; null where there is none (the advice then
 * estimates the cover from the crop stage), and the image's mean NDVI. For the irrigation advice's data quality, and
 * the basal crop coefficient of the dual balance from the image's day on (`imageBasalOf`).
 */
export function vegetationCoverFor(database: Database) {
  const latestNdvi = createLatestNdviQuery(database.db);
  return async (orgId: string, kind: FieldKind, fieldId: string, today: string): Promise<{ pct: number; date: string; ndvi: number } | null> => {
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - COVER_IMAGE_MAX_AGE_DAYS * 86_400_000).toISOString().slice(0, 10);
    const found = await latestNdvi(orgId, kind, fieldId, from, today);
    if (!found) return null;
    const ndvi = Math.max(-1, Math.min(1, found.ndvi));
    return { pct: vegetationCoverFromNdvi(ndvi), date: found.date, ndvi };
  };
}
