import { z } from 'zod';
import { listQuerySchema, paginated } from './common';
import { recordSchema } from './record-schema';

/**
 * The contact form of the public site (spec point 5) and its API, `POST /api/contacts/`.
 * Messages are stable keys (i18n namespace "contact", `errors.<key>`); the API answers with the
 * spec's English text from CONTACT_FIELD_MESSAGES.
 */
export const CONTACT_FIELD_MESSAGES = {
  name_required: 'Name is a required field',
  email_required: 'Email is a required field',
  email_format: 'Email must be a valid email',
  phone_required: 'Phone Number is a required field',
  phone_format: 'Must be a valid Number Exp: +xxxxxxxxxxx',
  company_required: 'Company Name is a required field',
  message_required: 'Message is a required field',
  too_long: 'This text is too long.',
  farm_area_invalid: 'Farm area must be a positive number of feddan',
  farm_type_invalid: 'Farm type must be tree or crop',
} as const;
export type ContactFieldMessageKey = keyof typeof CONTACT_FIELD_MESSAGES;

export const CONTACT_FARM_TYPES = ['tree', 'crop'] as const;
export type ContactFarmType = (typeof CONTACT_FARM_TYPES)[number];
export const CONTACT_STATUSES = ['new', 'contacted', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** A required trimmed text with the field's own "is a required field" message. */
const required = (key: ContactFieldMessageKey, max: number) =>
  z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: 'too_long' });

/** Optional text: missing or blank becomes null. */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'too_long' })
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * The contact request, as the form sends it. `website` is a honeypot: hidden from people, so a
 * filled value marks a bot. The request is accepted (the bot learns nothing) but stored as spam.
 */
export const contactRequestSchema = z
  .object({
    name: required('name_required', 150),
    email: z
      .string({ error: 'email_required' })
      .trim()
      .min(1, { error: 'email_required' })
      .max(254, { error: 'too_long' })
      .pipe(z.email({ error: 'email_format' })),
    // International format: a plus sign then digits (spec 5: "Must be a valid Number Exp: +xxxxxxxxxxx").
    phone: z
      .string({ error: 'phone_required' })
      .trim()
      .min(1, { error: 'phone_required' })
      .regex(/^\+[0-9]{6,15}$/, { error: 'phone_format' }),
    company: required('company_required', 200),
    country: optional(100),
    farm_area_feddan: z
      .union([z.number(), z.string().trim()])
      .nullish()
      .transform((value, ctx) => {
        if (value === null || value === undefined || value === '') return null;
        const n = typeof value === 'number' ? value : Number(value);
        if (!Number.isFinite(n) || n <= 0 || n > 10_000_000) {
          ctx.addIssue({ code: 'custom', message: 'farm_area_invalid' });
          return z.NEVER;
        }
        return n;
      }),
    farm_type: z.preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      z.enum(CONTACT_FARM_TYPES, { error: 'farm_type_invalid' }).nullable(),
    ),
    message: required('message_required', 5000),
    website: z.string().max(500).optional(),
  })
  .meta({ id: 'ContactRequestInput' });
export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;

/** Field name → message key of the first problem of each field, from a failed parse. */
export function contactFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'body');
    fields[field] ??= issue.message;
  }
  return fields;
}

/** A stored contact request, as super admins see it. */
export const contactRecordSchema = recordSchema('ContactRecord', {
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  country: z.string().nullable(),
  farm_area_feddan: z.number().nullable(),
  farm_type: z.enum(CONTACT_FARM_TYPES).nullable(),
  message: z.string(),
  language: z.string().nullable(),
  status: z.enum(CONTACT_STATUSES),
});
export type ContactRecord = z.infer<typeof contactRecordSchema>;

export const contactListQuerySchema = listQuerySchema.extend({
  status: z.enum(CONTACT_STATUSES).optional(),
  /** `csv` or `xlsx` answers a file of every matching request instead of a page. */
  format: z.enum(['json', 'csv', 'xlsx']).default('json'),
});
export type ContactListQuery = z.infer<typeof contactListQuerySchema>;

export const contactListSchema = paginated(contactRecordSchema);
export type ContactList = z.infer<typeof contactListSchema>;

export const contactStatusUpdateSchema = z.object({ status: z.enum(CONTACT_STATUSES) });
export type ContactStatusUpdate = z.infer<typeof contactStatusUpdateSchema>;

/** Answer of POST /api/contacts/. */
export const contactCreatedSchema = z.object({ success: z.literal(true) });
