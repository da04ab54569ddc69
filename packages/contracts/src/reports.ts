import { z } from 'zod';
import { isoDateSchema, V } from './common';
import { HARVEST_GRADES } from './harvests';

/** Formats of a report: the screen's data (json), an Excel workbook or a PDF in the reader's language. */
export const REPORT_FORMATS = ['json', 'xlsx', 'pdf'] as const;
export const REPORT_LANGUAGES = ['en', 'ar'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

/** GET /api/reports/executive/: one farm over a period (at most a year and a day). */
export const executiveReportQuerySchema = z.object({
  farm_id: z.uuid({ error: V.unknown_target }),
  from: isoDateSchema,
  to: isoDateSchema,
  format: z.enum(REPORT_FORMATS, { error: V.invalid_choice }).default('json'),
  lang: z.enum(REPORT_LANGUAGES, { error: V.invalid_choice }).default('en'),
});
export type ExecutiveReportQuery = z.infer<typeof executiveReportQuerySchema>;

const reportFieldSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['crop', 'tree']),
  code: z.string(),
  name: z.string(),
  area_feddan: z.number(),
  crop: z.string().nullable(),
  variety: z.string().nullable(),
  season: z.string().nullable(),
  planting_date: z.string().nullable(),
  expected_harvest_date: z.string().nullable(),
  /** Tree fields: planted trees. */
  trees: z.number().int().nullable(),
});

const irrigationFieldSchema = z.object({
  field_id: z.uuid(),
  code: z.string(),
  name: z.string(),
  /** The crop's water need over the period from the advice's FAO-56 balance (ETc), mm; null when the advice has no season. */
  advised_mm: z.number().nullable(),
  /** Gross water logged, mm, and the number of irrigations. */
  applied_mm: z.number(),
  irrigations: z.number().int(),
});

/** The executive report of a farm (issue #17): every section null when its area has no data for the period. */
export const executiveReportSchema = z
  .object({
    farm: z.object({ id: z.uuid(), code: z.string(), name: z.string(), farming_type: z.string(), region: z.string().nullable(), area_feddan: z.number() }),
    from: z.string(),
    to: z.string(),
    generated_at: z.string(),
    fields: z.array(reportFieldSchema),
    irrigation: z.object({ fields: z.array(irrigationFieldSchema), advised_mm: z.number().nullable(), applied_mm: z.number(), applied_m3: z.number() }).nullable(),
    weather: z.object({ days: z.number().int(), t_max_mean_c: z.number(), t_min_mean_c: z.number(), rain_mm: z.number(), et0_mm: z.number() }).nullable(),
    operating_cost: z
      .object({ tasks_done: z.number().int(), labour: z.array(z.object({ currency: z.string(), hours: z.number(), cost: z.number() })), materials_value: z.number() })
      .nullable(),
    tasks: z.object({ due: z.number().int(), done: z.number().int(), done_on_time: z.number().int(), overdue: z.number().int() }).nullable(),
    inventory: z.object({ items: z.array(z.object({ name_en: z.string(), name_ar: z.string(), unit: z.string(), quantity: z.number(), value: z.number() })) }).nullable(),
    traps: z.object({ traps: z.number().int(), visits: z.number().int(), catches: z.number().int(), weeks: z.array(z.object({ week: z.string(), catches: z.number().int() })) }).nullable(),
    vegetation: z.object({ index: z.string(), points: z.array(z.object({ date: z.string(), mean: z.number() })) }).nullable(),
    trees: z.object({ total: z.number().int(), productive: z.number().int(), health: z.array(z.object({ state: z.string(), count: z.number().int() })) }).nullable(),
    yield: z
      .object({
        expected_ton: z.number().nullable(),
        actual_ton: z.number(),
        /** Actual over expected, %; null without an expected yield. */
        fulfillment_pct: z.number().nullable(),
        grades: z.array(z.object({ grade: z.enum(HARVEST_GRADES), ton: z.number() })),
        first_harvest: z.string().nullable(),
        last_harvest: z.string().nullable(),
        expected_harvest_end: z.string().nullable(),
        suppliers: z.array(z.object({ supplier: z.string(), ton: z.number(), percent: z.number() })),
      })
      .nullable(),
  })
  .meta({ id: 'ExecutiveReport' });
export type ExecutiveReport = z.infer<typeof executiveReportSchema>;

/**
 * The public season report `/fs1pivot12report` (issue #17): the demo crop organisation's "FS1 Pivot 12", the only
 * field of its farm, so the farm's figures are the field's and nothing of another field is read.
 */
export const PUBLIC_PIVOT_REPORT = { farmCode: 'TOSHKA-FS1', fieldCode: 'FS1-P12', name: 'FS1 Pivot 12' } as const;
export const publicPivotReportQuerySchema = z.object({ lang: z.enum(REPORT_LANGUAGES).default('en') });
/** GET /api/public/pivot-report/: the season's figures and their HTML in `lang` (the page's content). */
export const publicPivotReportSchema = z
  .object({
    found: z.boolean(),
    html: z.string(),
  })
  .meta({ id: 'PublicPivotReport' });
export type PublicPivotReport = z.infer<typeof publicPivotReportSchema>;
