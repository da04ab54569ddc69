import { z } from 'zod';
import { CURRENCIES, IMAGE_QUALITY_DEFAULT, IMAGE_WIDTHS } from './constants';
import { listQuerySchema, paginated } from './common';

/** Pricing plans of the public site (spec point 2), in the order they are shown. */
export const PRICING_PLANS = ['basic', 'premium', 'advanced'] as const;
export type PricingPlan = (typeof PRICING_PLANS)[number];

/** Largest discount a tier may give (a 100% discount would make big farms free). */
export const PRICING_MAX_DISCOUNT_PERCENT = 90;

/** A discount for big farms: from this many feddan on, the price drops by `percent`. */
const discountTierSchema = z.object({
  min_feddan: z.number({ error: 'price_positive' }).positive({ error: 'price_positive' }).max(10_000_000, { error: 'out_of_range' }),
  percent: z
    .number({ error: 'discount_range' })
    .min(0, { error: 'discount_range' })
    .max(PRICING_MAX_DISCOUNT_PERCENT, { error: 'discount_range' }),
});

const planPrice = z.number({ error: 'price_positive' }).positive({ error: 'price_positive' }).max(1_000_000, { error: 'out_of_range' });

/**
 * Prices per feddan per year (spec 9: the values are configuration, not in the spec).
 * Kept in `site_settings` under the key `pricing`; super admins set it (/settings/pricing), everybody
 * reads it. Tiers ascend: each starts at more feddan than the one before and gives at least its discount.
 * Messages are keys of the i18n namespace "validation".
 */
export const pricingSettingsSchema = z
  .object({
    currency: z.enum(CURRENCIES, { error: 'currency_format' }),
    plans: z.object({ basic: planPrice, premium: planPrice, advanced: planPrice }),
    discounts: z.array(discountTierSchema).max(10, { error: 'too_many_tiers' }).default([]),
  })
  .superRefine((value, ctx) => {
    value.discounts.forEach((tier, index) => {
      const previous = value.discounts[index - 1];
      if (!previous) return;
      if (tier.min_feddan <= previous.min_feddan) ctx.addIssue({ code: 'custom', path: ['discounts', index, 'min_feddan'], message: 'tiers_ascending' });
      else if (tier.percent < previous.percent) ctx.addIssue({ code: 'custom', path: ['discounts', index, 'percent'], message: 'tiers_ascending' });
    });
  })
  .meta({ id: 'PricingSettings' });
export type PricingSettings = z.infer<typeof pricingSettingsSchema>;
export type PricingSettingsInput = z.input<typeof pricingSettingsSchema>;

/** GET /api/site-settings/pricing/: null until a super admin sets prices (the page then says to contact sales). */
export const pricingResponseSchema = z.object({ pricing: pricingSettingsSchema.nullable() });
export type PricingResponse = z.infer<typeof pricingResponseSchema>;

export const LEARNING_KINDS = ['article', 'video'] as const;
export type LearningKind = (typeof LEARNING_KINDS)[number];
export const LEARNING_CATEGORIES = ['irrigation', 'remote_sensing', 'digital_farming', 'crop_nutrition', 'crop_protection', 'alfalfa'] as const;
export type LearningCategory = (typeof LEARNING_CATEGORIES)[number];

const localizedText = (max: number) => z.object({ en: z.string().trim().min(1, { error: 'required' }).max(max), ar: z.string().trim().min(1, { error: 'required' }).max(max) });

/** Where uploaded learning-zone media are served (stable, immutable addresses). */
export const LEARNING_MEDIA_PATH = '/api/learning-zone/media/';
/** Upload limits of learning-zone media (checked by content: JPEG, PNG, WebP; MP4, WebM). */
export const LEARNING_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const LEARNING_VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const LEARNING_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const LEARNING_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;

const LOCAL_PATH = /^\/[A-Za-z0-9/_.-]+$/;

/** Video: an uploaded file (LEARNING_MEDIA_PATH) or a link to an https page (YouTube, Vimeo, …). */
const videoUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^https:\/\/[^\s"'<>]+$/.test(value) || (value.startsWith(LEARNING_MEDIA_PATH) && LOCAL_PATH.test(value) && !value.includes('..')), {
    error: 'video_url_format',
  });

/** A YouTube or Vimeo link's embed address (privacy-enhanced: youtube-nocookie, Vimeo dnt), or null for other links. */
export function videoEmbedUrl(link: string): string | null {
  const youtube =
    /^https:\/\/(?:www\.|m\.)?youtube\.com\/watch\?(?:[^#]*&)?v=([A-Za-z0-9_-]{6,20})(?:[&#]|$)/.exec(link) ??
    /^https:\/\/(?:www\.)?(?:youtube\.com|youtube-nocookie\.com)\/(?:embed|shorts)\/([A-Za-z0-9_-]{6,20})(?:[?#/]|$)/.exec(link) ??
    /^https:\/\/youtu\.be\/([A-Za-z0-9_-]{6,20})(?:[?#]|$)/.exec(link);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}?autoplay=1`;
  const vimeo = /^https:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d{4,12})(?:[?#/]|$)/.exec(link);
  return vimeo ? `https://player.vimeo.com/video/${vimeo[1]}?dnt=1&autoplay=1` : null;
}

/**
 * A learning-zone item. Bodies are Markdown (a safe subset is rendered: headings, paragraphs, lists,
 * emphasis, links, images); raw HTML in them is shown as text, never interpreted.
 */
export const learningItemWriteSchema = z
  .object({
    slug: z.string().trim().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'slug_format' }).max(120),
    kind: z.enum(LEARNING_KINDS),
    category: z.enum(LEARNING_CATEGORIES),
    title: localizedText(200),
    summary: localizedText(600),
    body: z.object({ en: z.string().max(100_000), ar: z.string().max(100_000) }),
    image_url: z.string().trim().max(500).regex(LOCAL_PATH, { error: 'invalid_url' }).nullable().default(null),
    video_url: videoUrlSchema.nullable().default(null),
    published: z.boolean().default(true),
  })
  .meta({ id: 'LearningItemWrite' });
export type LearningItemWrite = z.input<typeof learningItemWriteSchema>;

export const learningItemSchema = learningItemWriteSchema
  .extend({ id: z.uuid(), created_at: z.string(), updated_at: z.string() })
  .meta({ id: 'LearningItem' });
export type LearningItem = z.infer<typeof learningItemSchema>;

/** GET /api/learning-zone/: pages like every kit list (page, page_size, search), by category and kind. */
export const learningListQuerySchema = listQuerySchema.extend({
  category: z.enum(LEARNING_CATEGORIES).optional(),
  kind: z.enum(LEARNING_KINDS).optional(),
});
export type LearningListQuery = z.infer<typeof learningListQuerySchema>;
export const learningListSchema = paginated(learningItemSchema);

export const slugParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/) });

/** GET /api/images?url=&w=&q= (spec 7 and 9): only the spec's widths, quality 1-100 (default 75). */
export const imageQuerySchema = z.object({
  url: z.string().min(1).max(1000),
  w: z.coerce
    .number()
    .int()
    .refine((w) => (IMAGE_WIDTHS as readonly number[]).includes(w), { error: `w must be one of ${IMAGE_WIDTHS.join(', ')}` }),
  q: z.coerce.number().int().min(1).max(100).default(IMAGE_QUALITY_DEFAULT),
});
export type ImageQuery = z.infer<typeof imageQuerySchema>;

export { optimizedImageUrl } from './images';
