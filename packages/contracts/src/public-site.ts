import { z } from 'zod';
import { IMAGE_QUALITY_DEFAULT, IMAGE_WIDTHS } from './constants';

/** Pricing plans of the public site (spec point 2), in the order they are shown. */
export const PRICING_PLANS = ['basic', 'premium', 'advanced'] as const;
export type PricingPlan = (typeof PRICING_PLANS)[number];

/** A discount for big farms: from this many feddan on, the price drops by `percent`. */
const discountTierSchema = z.object({
  min_feddan: z.number().positive(),
  percent: z.number().min(0).max(100),
});

/**
 * Prices per feddan per year (spec 9: the values are configuration, not in the spec).
 * Kept in `site_settings` under the key `pricing`; super admins set it, everybody reads it.
 */
export const pricingSettingsSchema = z
  .object({
    currency: z.string().regex(/^[A-Z]{3}$/),
    plans: z.object({
      basic: z.number().nonnegative(),
      premium: z.number().nonnegative(),
      advanced: z.number().nonnegative(),
    }),
    discounts: z.array(discountTierSchema).max(10).default([]),
  })
  .meta({ id: 'PricingSettings' });
export type PricingSettings = z.infer<typeof pricingSettingsSchema>;

/** GET /api/site-settings/pricing/: null until a super admin sets prices (the page then says to contact sales). */
export const pricingResponseSchema = z.object({ pricing: pricingSettingsSchema.nullable() });
export type PricingResponse = z.infer<typeof pricingResponseSchema>;

export const LEARNING_KINDS = ['article', 'video'] as const;
export type LearningKind = (typeof LEARNING_KINDS)[number];
export const LEARNING_CATEGORIES = ['irrigation', 'remote_sensing', 'digital_farming', 'crop_nutrition', 'crop_protection', 'alfalfa'] as const;
export type LearningCategory = (typeof LEARNING_CATEGORIES)[number];

const localizedText = (max: number) => z.object({ en: z.string().trim().min(1, { error: 'required' }).max(max), ar: z.string().trim().min(1, { error: 'required' }).max(max) });

/** Video: an uploaded file under /uploads or a link to an http(s) page. */
const videoUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^https?:\/\/[^\s]+$/.test(value) || /^\/[A-Za-z0-9/_.-]+$/.test(value), { error: 'invalid_url' });

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
    image_url: z.string().trim().max(500).regex(/^\/[A-Za-z0-9/_.-]+$/, { error: 'invalid_url' }).nullable().default(null),
    video_url: videoUrlSchema.nullable().default(null),
    published: z.boolean().default(true),
  })
  .meta({ id: 'LearningItemWrite' });
export type LearningItemWrite = z.input<typeof learningItemWriteSchema>;

export const learningItemSchema = learningItemWriteSchema
  .extend({ id: z.uuid(), created_at: z.string(), updated_at: z.string() })
  .meta({ id: 'LearningItem' });
export type LearningItem = z.infer<typeof learningItemSchema>;

export const learningListQuerySchema = z.object({
  category: z.enum(LEARNING_CATEGORIES).optional(),
  kind: z.enum(LEARNING_KINDS).optional(),
  search: z.string().trim().max(100).optional(),
});
export type LearningListQuery = z.infer<typeof learningListQuerySchema>;
export const learningListSchema = z.object({ results: z.array(learningItemSchema) });

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
