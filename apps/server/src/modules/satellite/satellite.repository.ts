import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { MultiPolygon, Polygon } from 'geojson';
import { cropFields, cropSeasons, farms, satelliteImages, satelliteIndexStats, satelliteRefreshRequests, treeFields, type Db } from '@rayyan/db';
import type { IndexStatistics } from '@rayyan/agronomy';
import type { SatelliteImageFlag, SatelliteImageSource, SatelliteIndexId } from '@rayyan/contracts';
import type { CropSeasonSpan } from '../../ports/satellite';

/** Which table a field lives in: crop fields (/api/crop-fields/) or tree fields (/api/fields/). */
export type FieldKind = 'crop' | 'tree';

/** A field as the ingestion sees it. */
export interface ImageryField {
  id: string;
  orgId: string;
  kind: FieldKind;
  geometry: Polygon | MultiPolygon;
  hd: boolean;
  crop: string | null;
  /** A crop field's seasons (none for tree fields), for the simulated imagery. */
  seasons: CropSeasonSpan[];
}

export type ImageRow = typeof satelliteImages.$inferSelect;
export type StatsRow = typeof satelliteIndexStats.$inferSelect;

/** An image date to store, with every index's statistics. */
export interface ImageWrite {
  imageDate: string;
  source: SatelliteImageSource;
  sceneId: string;
  cloudCover: number | null;
  clearFraction: number;
  pixels: number;
  validPixels: number;
  resolutionM: number | null;
  flag: SatelliteImageFlag | null;
  flagDetail: string | null;
  rasterKey: string | null;
  stats: Array<{ index: SatelliteIndexId } & IndexStatistics>;
}

export interface RefreshRequest {
  id: string;
  orgId: string;
  kind: FieldKind;
  fieldId: string;
  fromDate: string;
  toDate: string;
}

/** A request a run took this long ago without finishing belongs to a run that died: another run may take it. */
const REQUEST_EXPIRES = sql`interval '1 hour'`;

const fieldColumn = (kind: FieldKind) => (kind === 'crop' ? satelliteImages.cropFieldId : satelliteImages.treeFieldId);

/** Storage of image dates, index statistics and refresh requests; every query is org-scoped. */
export function createSatelliteRepository(db: Db) {
  const cropSelect = {
    id: cropFields.id,
    orgId: cropFields.orgId,
    geometry: sql<Polygon | MultiPolygon>`ST_AsGeoJSON(${cropFields.geom}, 9)::json`,
    hd: sql<boolean>`${cropFields.hdImagery} OR coalesce((${farms.services}->>'hd_satellite_imagery')::boolean, false)`,
    crop: cropFields.crop,
  };
  const treeSelect = {
    id: treeFields.id,
    orgId: treeFields.orgId,
    geometry: sql<Polygon | MultiPolygon>`ST_AsGeoJSON(${treeFields.geom}, 9)::json`,
    hd: sql<boolean>`coalesce((${farms.services}->>'hd_satellite_imagery')::boolean, false)`,
    crop: treeFields.treeType,
  };

  /** The seasons of the organisation's crop fields, by field: planting and harvest (the day it ended, else the expected one). */
  const seasonsOf = async (orgId: string, fieldIds: string[]): Promise<Map<string, CropSeasonSpan[]>> => {
    const bySeason = new Map<string, CropSeasonSpan[]>(fieldIds.map((id) => [id, []]));
    if (fieldIds.length === 0) return bySeason;
    const rows = await db
      .select({
        fieldId: cropSeasons.cropFieldId,
        plantingDate: cropSeasons.plantingDate,
        harvestDate: sql<string | null>`coalesce(to_char(${cropSeasons.endedAt}, 'YYYY-MM-DD'), ${cropSeasons.expectedHarvestDate}::text)`,
      })
      .from(cropSeasons)
      .where(and(eq(cropSeasons.orgId, orgId), inArray(cropSeasons.cropFieldId, fieldIds)))
      .orderBy(asc(cropSeasons.plantingDate));
    for (const { fieldId, ...span } of rows) bySeason.get(fieldId)?.push(span);
    return bySeason;
  };

  return {
    /** The organisation's field, or undefined (another organisation's field is not found). */
    async field(orgId: string, kind: FieldKind, id: string): Promise<ImageryField | undefined> {
      if (kind === 'crop') {
        const [row] = await db.select(cropSelect).from(cropFields).innerJoin(farms, eq(farms.id, cropFields.farmId)).where(and(eq(cropFields.orgId, orgId), eq(cropFields.id, id)));
        return row ? { ...row, kind, seasons: (await seasonsOf(orgId, [id])).get(id) ?? [] } : undefined;
      }
      const [row] = await db.select(treeSelect).from(treeFields).innerJoin(farms, eq(farms.id, treeFields.farmId)).where(and(eq(treeFields.orgId, orgId), eq(treeFields.id, id)));
      return row ? { ...row, kind, seasons: [] } : undefined;
    },

    /** Every field of an organisation, for the daily ingestion. */
    async fieldsOf(orgId: string): Promise<ImageryField[]> {
      const crops = await db.select(cropSelect).from(cropFields).innerJoin(farms, eq(farms.id, cropFields.farmId)).where(eq(cropFields.orgId, orgId)).orderBy(asc(cropFields.code));
      const trees = await db.select(treeSelect).from(treeFields).innerJoin(farms, eq(farms.id, treeFields.farmId)).where(eq(treeFields.orgId, orgId)).orderBy(asc(treeFields.code));
      const seasons = await seasonsOf(orgId, crops.map((f) => f.id));
      return [
        ...crops.map((f) => ({ ...f, kind: 'crop' as const, seasons: seasons.get(f.id) ?? [] })),
        ...trees.map((f) => ({ ...f, kind: 'tree' as const, seasons: [] })),
      ];
    },

    /** Organisations that have fields. */
    async orgIdsWithFields(): Promise<string[]> {
      const crop = await db.selectDistinct({ orgId: cropFields.orgId }).from(cropFields);
      const tree = await db.selectDistinct({ orgId: treeFields.orgId }).from(treeFields);
      return [...new Set([...crop, ...tree].map((r) => r.orgId))].sort();
    },

    /** The field's image dates, newest first. */
    images(orgId: string, kind: FieldKind, fieldId: string): Promise<ImageRow[]> {
      return db
        .select()
        .from(satelliteImages)
        .where(and(eq(satelliteImages.orgId, orgId), eq(fieldColumn(kind), fieldId)))
        .orderBy(desc(satelliteImages.imageDate));
    },

    /** The dates already stored for a field (the ingestion skips them). */
    async storedDates(orgId: string, kind: FieldKind, fieldId: string): Promise<Set<string>> {
      const rows = await db
        .select({ date: satelliteImages.imageDate })
        .from(satelliteImages)
        .where(and(eq(satelliteImages.orgId, orgId), eq(fieldColumn(kind), fieldId)));
      return new Set(rows.map((r) => r.date));
    },

    /** An index's statistics on each of the given images. */
    stats(orgId: string, imageIds: string[], index: SatelliteIndexId): Promise<StatsRow[]> {
      if (imageIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(satelliteIndexStats)
        .where(and(eq(satelliteIndexStats.orgId, orgId), eq(satelliteIndexStats.index, index), inArray(satelliteIndexStats.imageId, imageIds)));
    },

    /** Stores an image date and its statistics in one transaction; a date already stored is left as it is. */
    async saveImage(orgId: string, kind: FieldKind, fieldId: string, image: ImageWrite): Promise<boolean> {
      return db.transaction(async (tx) => {
        const { stats, ...values } = image;
        const [row] = await tx
          .insert(satelliteImages)
          .values({ ...values, orgId, cropFieldId: kind === 'crop' ? fieldId : null, treeFieldId: kind === 'tree' ? fieldId : null })
          .onConflictDoNothing()
          .returning({ id: satelliteImages.id });
        if (!row) return false;
        if (stats.length) {
          await tx.insert(satelliteIndexStats).values(
            stats.map(({ index, valid_pixels, clear_fraction, ...s }) => ({ imageId: row.id, orgId, index, ...s, validPixels: valid_pixels, clearFraction: clear_fraction })),
          );
        }
        return true;
      });
    },

    /** Queues a field. */
    async addRequest(orgId: string, kind: FieldKind, fieldId: string, fromDate: string, toDate: string): Promise<void> {
      await db.insert(satelliteRefreshRequests).values({
        orgId,
        cropFieldId: kind === 'crop' ? fieldId : null,
        treeFieldId: kind === 'tree' ? fieldId : null,
        fromDate,
        toDate,
      });
    },

    /** Takes the open requests (not started, or started by a run that died), oldest first. */
    async takeRequests(limit: number): Promise<RefreshRequest[]> {
      const open = db
        .select({ id: satelliteRefreshRequests.id })
        .from(satelliteRefreshRequests)
        .where(
          and(
            isNull(satelliteRefreshRequests.doneAt),
            or(isNull(satelliteRefreshRequests.startedAt), lt(satelliteRefreshRequests.startedAt, sql`now() - ${REQUEST_EXPIRES}`)),
          ),
        )
        .orderBy(asc(satelliteRefreshRequests.requestedAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(satelliteRefreshRequests)
        .set({ startedAt: sql`now()` })
        .where(inArray(satelliteRefreshRequests.id, open))
        .returning();
      return rows.map((r) => ({
        id: r.id,
        orgId: r.orgId,
        kind: r.cropFieldId ? ('crop' as const) : ('tree' as const),
        fieldId: (r.cropFieldId ?? r.treeFieldId)!,
        fromDate: r.fromDate,
        toDate: r.toDate,
      }));
    },

    async finishRequest(id: string, outcome: string): Promise<void> {
      await db.update(satelliteRefreshRequests).set({ doneAt: sql`now()`, outcome }).where(eq(satelliteRefreshRequests.id, id));
    },
  };
}
export type SatelliteRepository = ReturnType<typeof createSatelliteRepository>;
