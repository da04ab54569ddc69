import type { LearningItemRow, NewLearningItemRow } from '@rayyan/db';
import { learningItemWriteSchema, type LearningItem, type LearningItemWrite, type LearningListQuery } from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';
import type { LearningRepository } from './learning.repository';

export function learningItem(row: LearningItemRow): LearningItem {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    category: row.category,
    title: { en: row.titleEn, ar: row.titleAr },
    summary: { en: row.summaryEn, ar: row.summaryAr },
    body: { en: row.bodyEn, ar: row.bodyAr },
    image_url: row.imageUrl,
    video_url: row.videoUrl,
    published: row.published,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toRow(input: LearningItemWrite): NewLearningItemRow {
  const item = learningItemWriteSchema.parse(input);
  return {
    slug: item.slug,
    kind: item.kind,
    category: item.category,
    titleEn: item.title.en,
    titleAr: item.title.ar,
    summaryEn: item.summary.en,
    summaryAr: item.summary.ar,
    bodyEn: item.body.en,
    bodyAr: item.body.ar,
    imageUrl: item.image_url,
    videoUrl: item.video_url,
    published: item.published,
  };
}

/** The learning zone: everybody reads published items; super admins write and see drafts. */
export function createLearningService({ items }: { items: LearningRepository }) {
  return {
    async list(query: LearningListQuery, includeDrafts: boolean) {
      return { results: (await items.list({ ...query, includeDrafts })).map(learningItem) };
    },
    async get(slug: string, includeDrafts: boolean): Promise<LearningItem> {
      const row = await items.findBySlug(slug);
      if (!row || (!row.published && !includeDrafts)) throw new AppError('not_found', 404);
      return learningItem(row);
    },
    async create(input: LearningItemWrite): Promise<LearningItem> {
      const row = await items.insert(toRow(input));
      if (!row) throw new AppError('duplicate_slug', 409, { slug: 'duplicate_slug' });
      return learningItem(row);
    },
    async update(slug: string, input: LearningItemWrite): Promise<LearningItem> {
      const row = await items.update(slug, toRow(input));
      if (!row) throw new AppError('not_found', 404);
      return learningItem(row);
    },
    async remove(slug: string): Promise<void> {
      if (!(await items.remove(slug))) throw new AppError('not_found', 404);
    },
  };
}

export type LearningService = ReturnType<typeof createLearningService>;
