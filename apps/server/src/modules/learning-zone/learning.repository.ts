import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { learningItems, type Db, type LearningItemRow, type NewLearningItemRow } from '@rayyan/db';
import type { LearningListQuery } from '@rayyan/contracts';

/** Reads and writes learning-zone items. */
export interface LearningRepository {
  list(query: LearningListQuery & { includeDrafts: boolean }): Promise<LearningItemRow[]>;
  findBySlug(slug: string): Promise<LearningItemRow | undefined>;
  /** The item whose image or video is at `url`. */
  findByMediaUrl(url: string): Promise<LearningItemRow | undefined>;
  insert(item: NewLearningItemRow): Promise<LearningItemRow | undefined>;
  update(slug: string, item: NewLearningItemRow): Promise<LearningItemRow | undefined>;
  /** Sets the image or video address of an item. */
  setMedia(slug: string, media: { imageUrl: string } | { videoUrl: string }): Promise<LearningItemRow | undefined>;
  remove(slug: string): Promise<boolean>;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createLearningRepository(db: Db): LearningRepository {
  return {
    async list({ category, kind, search, includeDrafts }) {
      const conditions: (SQL | undefined)[] = [];
      if (!includeDrafts) conditions.push(eq(learningItems.published, true));
      if (category) conditions.push(eq(learningItems.category, category));
      if (kind) conditions.push(eq(learningItems.kind, kind));
      if (search) {
        const p = `%${escapeLike(search)}%`;
        conditions.push(
          or(ilike(learningItems.titleEn, p), ilike(learningItems.titleAr, p), ilike(learningItems.summaryEn, p), ilike(learningItems.summaryAr, p), ilike(learningItems.bodyEn, p), ilike(learningItems.bodyAr, p)),
        );
      }
      return db.select().from(learningItems).where(and(...conditions)).orderBy(asc(learningItems.createdAt), asc(learningItems.slug));
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
