import { randomBytes } from 'node:crypto';
import type { LearningItemRow, NewLearningItemRow } from '@rayyan/db';
import {
  LEARNING_IMAGE_MAX_BYTES,
  LEARNING_MEDIA_PATH,
  LEARNING_VIDEO_MAX_BYTES,
  learningItemWriteSchema,
  type LearningItem,
  type LearningItemWrite,
  type LearningListQuery,
} from '@rayyan/contracts';
import type { FileStorage, StoredFile } from '../../ports/storage';
import { AppError } from '../../shared/app-error';
import { detectMediaType, isVideoType, MEDIA_EXTENSIONS } from '../../shared/media-type';
import type { LearningRepository } from './learning.repository';

/** Storage folder of learning-zone media; a file `x` there is served at LEARNING_MEDIA_PATH + x. */
const MEDIA_FOLDER = 'learning-zone/';
/** Names the server gives uploaded media: `<slug>-<12 hex>.<ext>` (never a client's file name). */
const MEDIA_NAME = /^[a-z0-9-]{1,120}-[0-9a-f]{12}\.(jpg|png|webp|mp4|webm)$/;

/** The storage key of a served media address, or null when the address is not an uploaded medium. */
export function mediaKeyOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(LEARNING_MEDIA_PATH)) return null;
  const name = url.slice(LEARNING_MEDIA_PATH.length);
  return MEDIA_NAME.test(name) ? MEDIA_FOLDER + name : null;
}

const mediaKeysOf = (row: Pick<LearningItemRow, 'imageUrl' | 'videoUrl'>) =>
  [mediaKeyOf(row.imageUrl), mediaKeyOf(row.videoUrl)].filter((key): key is string => key !== null);

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
export function createLearningService({ items, storage }: { items: LearningRepository; storage: FileStorage }) {
  /** Deletes stored media an item no longer points to (best effort: a leftover file is harmless). */
  const dropUnused = async (before: string[], after: string[]) => {
    for (const key of before) if (!after.includes(key)) await storage.delete(key).catch(() => undefined);
  };
  return {
    async list(query: LearningListQuery, includeDrafts: boolean) {
      const page = await items.list({ ...query, includeDrafts });
      return { ...page, results: page.results.map(learningItem) };
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
      const before = await items.findBySlug(slug);
      const row = before ? await items.update(slug, toRow(input)) : undefined;
      if (!before || !row) throw new AppError('not_found', 404);
      await dropUnused(mediaKeysOf(before), mediaKeysOf(row));
      return learningItem(row);
    },
    async remove(slug: string): Promise<void> {
      const before = await items.findBySlug(slug);
      if (!before || !(await items.remove(slug))) throw new AppError('not_found', 404);
      await dropUnused(mediaKeysOf(before), []);
    },

    /**
     * Stores an uploaded image or video of an item, checked by content (JPEG, PNG, WebP up to 5 MB; MP4,
     * WebM up to 100 MB), and points the item's image or video at it. A refused upload stores nothing and
     * leaves the item as it was; the replaced file is deleted.
     */
    async uploadMedia(slug: string, data: Buffer): Promise<LearningItem> {
      const type = detectMediaType(data);
      if (!type) throw new AppError('media_type', 415);
      const video = isVideoType(type);
      if (data.length > (video ? LEARNING_VIDEO_MAX_BYTES : LEARNING_IMAGE_MAX_BYTES)) throw new AppError('media_too_large', 413);
      const before = await items.findBySlug(slug);
      if (!before) throw new AppError('not_found', 404);
      const name = `${slug}-${randomBytes(6).toString('hex')}.${MEDIA_EXTENSIONS[type]}`;
      const key = MEDIA_FOLDER + name;
      const url = LEARNING_MEDIA_PATH + name;
      await storage.put(key, { data, contentType: type });
      const row = await items.setMedia(slug, video ? { videoUrl: url } : { imageUrl: url }).catch(async (error: unknown) => {
        await storage.delete(key);
        throw error;
      });
      if (!row) {
        await storage.delete(key);
        throw new AppError('not_found', 404);
      }
      await dropUnused(mediaKeysOf(before), mediaKeysOf(row));
      return learningItem(row);
    },

    /** For the image optimizer: the bytes of an uploaded image's address, null for another medium, undefined off LEARNING_MEDIA_PATH. */
    async imageSource(path: string): Promise<Buffer | null | undefined> {
      if (!path.startsWith(LEARNING_MEDIA_PATH)) return undefined;
      if (!(await items.findByMediaUrl(path))?.published) return null;
      const key = mediaKeyOf(path);
      const file = key ? await storage.get(key) : undefined;
      return file?.contentType.startsWith('image/') ? file.data : null;
    },

    /** An uploaded medium by its served name, of a published item (drafts' media for super admins only); anything else is not found. */
    async media(name: string, includeDrafts: boolean): Promise<StoredFile & { published: boolean }> {
      const item = MEDIA_NAME.test(name) ? await items.findByMediaUrl(LEARNING_MEDIA_PATH + name) : undefined;
      const visible = item && (item.published || includeDrafts);
      const file = visible ? await storage.get(MEDIA_FOLDER + name) : undefined;
      if (!item || !file) throw new AppError('not_found', 404);
      return { ...file, published: item.published };
    },
  };
}

export type LearningService = ReturnType<typeof createLearningService>;
