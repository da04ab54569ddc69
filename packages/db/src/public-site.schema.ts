import { boolean, doublePrecision, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { CONTACT_FARM_TYPES, CONTACT_STATUSES, LEARNING_CATEGORIES, LEARNING_KINDS } from '@rayyan/contracts';
import type { ContactFarmType, ContactStatus, LearningCategory, LearningKind } from '@rayyan/contracts';
import { enumChecks, idColumn, timestamps } from './schema-columns';

// Tables of the public website (issue #6). They hold no tenant data: contact requests come from
// visitors, learning-zone items and site settings are the platform's own, so there is no org_id.



/** A visitor's request from the contact form (spec 5). Spam (the honeypot was filled) is kept but flagged. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    company: text('company').notNull(),
    country: text('country'),
    farmAreaFeddan: doublePrecision('farm_area_feddan'),
    farmType: text('farm_type').$type<ContactFarmType>(),
    message: text('message').notNull(),
    language: text('language'),
    status: text('status').$type<ContactStatus>().notNull().default('new'),
    isSpam: boolean('is_spam').notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    ...enumChecks(table, { status: CONTACT_STATUSES, farmType: CONTACT_FARM_TYPES }),
    index('contact_requests_created_idx').on(table.isSpam, table.createdAt),
  ],
);

/** An article or video of the learning zone, in English and Arabic. Bodies are Markdown. */
export const learningItems = pgTable(
  'learning_items',
  {
    id: idColumn(),
    slug: text('slug').notNull().unique(),
    kind: text('kind').$type<LearningKind>().notNull(),
    category: text('category').$type<LearningCategory>().notNull(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    summaryEn: text('summary_en').notNull(),
    summaryAr: text('summary_ar').notNull(),
    bodyEn: text('body_en').notNull().default(''),
    bodyAr: text('body_ar').notNull().default(''),
    imageUrl: text('image_url'),
    videoUrl: text('video_url'),
    published: boolean('published').notNull().default(true),
    ...timestamps(),
  },
  (table) => [
    ...enumChecks(table, { kind: LEARNING_KINDS, category: LEARNING_CATEGORIES }),
  ],
);

/** Platform-wide settings by key (for example `pricing`), each a JSON value validated by its contract. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  ...timestamps(),
});

export type ContactRequestRow = typeof contactRequests.$inferSelect;
export type LearningItemRow = typeof learningItems.$inferSelect;
export type NewLearningItemRow = typeof learningItems.$inferInsert;
