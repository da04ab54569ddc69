import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { learningItems, type Db, type LearningItemRow, type NewLearningItemRow } from '@rayyan/db';
import type { LearningListQuery } from '@rayyan/contracts';
import { totalRows } from '../../shared/page-total.repository';
import { containsPattern, pageFromRows, pageWindow, type Page } from '../../shared/pagination';

/** Reads and writes learning-zone items. */
export interface LearningRepository {
  /** A page of items, oldest first, with the count of every match in the same statement. */
  list(query: LearningListQuery & { includeDrafts: boolean }): Promise<Page<LearningItemRow>>;
  findBySlug(slug: string): Promise<LearningItemRow | undefined>;
  /** The item whose image or video is at `url`. */
  findByMediaUrl(url: string): Promise<LearningItemRow | undefined>;
  insert(item: NewLearningItemRow): Promise<LearningItemRow | undefined>;
  update(slug: string, item: NewLearningItemRow): Promise<LearningItemRow | undefined>;
  /** Sets the image or video address of an item. */
  setMedia(slug: string, media: { imageUrl: string } | { videoUrl: string }): Promise<LearningItemRow | undefined>;
  remove(slug: string): Promise<boolean>;
}

export function createLearningRepository(db: Db): LearningRepository {
  return {
    async list(query) {
      const { category, kind, search, includeDrafts } = query;
      const conditions: (SQL | undefined)[] = [];
      if (!includeDrafts) conditions.push(eq(learningItems.published, true));
      if (category) conditions.push(eq(learningItems.category, category));
      if (kind) conditions.push(eq(learningItems.kind, kind));
      if (search) {
        const p = containsPattern(search);
        conditions.push(
          or(ilike(learningItems.titleEn, p), ilike(learningItems.titleAr, p), ilike(learningItems.summaryEn, p), ilike(learningItems.summaryAr, p), ilike(learningItems.bodyEn, p), ilike(learningItems.bodyAr, p)),
        );
      }
      const where = and(...conditions);
      const { offset, limit } = pageWindow(query);
      const rows = await db
        .select({ item: learningItems, total: totalRows })
        .from(learningItems)
        .where(where)
        .orderBy(asc(learningItems.createdAt), asc(learningItems.slug))
        .offset(offset)
        .limit(limit);
      return pageFromRows(query, rows, (row) => row.item, async () => {
        const [counted] = await db.select({ n: count() }).from(learningItems).where(where);
        return counted?.n ?? 0;
      });
    },
    async findBySlug(slug) {
      const [row] = await db.select().from(learningItems).where(eq(learningItems.slug, slug)).limit(1);
      return row;
    },
    async findByMediaUrl(url) {
      const [row] = await db
        .select()
        .from(learningItems)
        .where(or(eq(learningItems.imageUrl, url), eq(learningItems.videoUrl, url)))
        .limit(1);
      return row;
    },
    async insert(item) {
      const [row] = await db.insert(learningItems).values(item).onConflictDoNothing({ target: learningItems.slug }).returning();
      return row;
    },
    async update(slug, item) {
      const [row] = await db.update(learningItems).set(item).where(eq(learningItems.slug, slug)).returning();
      return row;
    },
    async setMedia(slug, media) {
      const [row] = await db.update(learningItems).set({ ...media, updatedAt: new Date() }).where(eq(learningItems.slug, slug)).returning();
      return row;
    },
    async remove(slug) {
      const rows = await db.delete(learningItems).where(eq(learningItems.slug, slug)).returning({ id: learningItems.id });
      return rows.length > 0;
    },
  };
}
