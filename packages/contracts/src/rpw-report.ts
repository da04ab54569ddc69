import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * The public red palm weevil report (`/reports/rpw`, issue #16): the programme's figures of the organisations that
 * publish them, by region only. Nothing finer than a region: no farm, person, trap or tree, nor a position.
 */
export const RPW_REPORT_WEEKS = 12;

export const rpwRegionFiguresSchema = z.object({
  /** The region's name as its organisation wrote it. */
  region: z.string(),
  /** Traps standing today; those visited within their servicing interval. */
  traps_installed: z.number().int(),
  traps_serviced_on_time: z.number().int(),
  /** Red palm weevils per trap per week, the weeks of `weeks` (null: no trap visited). */
  weevils_per_trap: z.array(z.number().nullable()),
  /** Weevils caught over the weeks of the report. */
  weevils_caught: z.number().int(),
  /** Palms by state today: infested, being treated or healing, recently healed, dead or removed. */
  palms_infested: z.number().int(),
  palms_treated: z.number().int(),
  palms_recovered: z.number().int(),
  palms_removed: z.number().int(),
  farms_registered: z.number().int(),
});
export type RpwRegionFigures = z.infer<typeof rpwRegionFiguresSchema>;

export const rpwReportSchema = z
  .object({
    /** Mondays of the report's weeks, oldest first. */
    weeks: z.array(z.string()),
    regions: z.array(rpwRegionFiguresSchema),
    generated_at: z.string(),
  })
  .meta({ id: 'RpwReport' });
export type RpwReport = z.infer<typeof rpwReportSchema>;

export const rpwReportQuerySchema = z.object({ lang: z.enum(['en', 'ar']).default('en') });

/** The figures as data and as the HTML the page shows (the same the server writes into the prerendered page). */
export const rpwReportAnswerSchema = z.object({ report: rpwReportSchema, html: z.string() });
export type RpwReportAnswer = z.infer<typeof rpwReportAnswerSchema>;

export const rpwReportEndpoints = {
  /** The report's figures (a page opened by a link inside the app, which did not come from the server with them). */
  report: endpoint({ method: 'GET', path: '/api/public/rpw-report/', query: rpwReportQuerySchema, response: rpwReportAnswerSchema, access: 'public' }),
} as const;
