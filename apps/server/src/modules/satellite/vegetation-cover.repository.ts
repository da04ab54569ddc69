import { and, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { satelliteImages, satelliteIndexStats, type Db } from '@rayyan/db';
import type { FieldKind } from './satellite.repository';

/** The NDVI of a field's newest clear image between two days: its mean over the field and the image's date. */
export function createLatestNdviQuery(db: Db) {
  return async (orgId: string, kind: FieldKind, fieldId: string, from: string, to: string): Promise<{ ndvi: number; date: string } | null> => {
    const field = kind === 'crop' ? eq(satelliteImages.cropFieldId, fieldId) : eq(satelliteImages.treeFieldId, fieldId);
    const [row] = await db
      .select({ ndvi: satelliteIndexStats.mean, date: satelliteImages.imageDate })
      .from(satelliteImages)
      .innerJoin(satelliteIndexStats, and(eq(satelliteIndexStats.imageId, satelliteImages.id), eq(satelliteIndexStats.orgId, satelliteImages.orgId), eq(satelliteIndexStats.index, 'ndvi')))
      .where(and(eq(satelliteImages.orgId, orgId), field, isNull(satelliteImages.flag), gte(satelliteImages.imageDate, from), lte(satelliteImages.imageDate, to), sql`${satelliteIndexStats.mean} IS NOT NULL`))
      .orderBy(desc(satelliteImages.imageDate))
      .limit(1);
    return row && row.ndvi !== null ? { ndvi: row.ndvi, date: row.date } : null;
  };
}
