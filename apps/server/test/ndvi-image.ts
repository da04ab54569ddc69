import { satelliteImages, satelliteIndexStats, type Db } from '@rayyan/db';

/**
 * A satellite image of a crop field with its NDVI mean, as the ingestion stores it (flagged: an image it could not use).
 * For the irrigation advice's measured cover and Kcb.
 */
export async function insertNdviImage(db: Db, orgId: string, fieldId: string, date: string, ndvi: number, flag: 'cloudy' | null = null): Promise<void> {
  const [row] = await db
    .insert(satelliteImages)
    .values({ orgId, cropFieldId: fieldId, imageDate: date, source: 'simulated', sceneId: `test-${fieldId}-${date}-${ndvi}`, clearFraction: flag ? 0.1 : 1, pixels: 400, validPixels: flag ? 40 : 400, flag })
    .returning({ id: satelliteImages.id });
  await db.insert(satelliteIndexStats).values({ imageId: row!.id, orgId, index: 'ndvi', mean: ndvi, pixels: 400, validPixels: flag ? 40 : 400, clearFraction: flag ? 0.1 : 1 });
}
