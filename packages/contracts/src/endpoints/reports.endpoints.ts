import { endpoint } from '../endpoint';
import { harvestCrudSchemas } from '../harvests';
import { executiveReportQuerySchema, executiveReportSchema, publicPivotReportQuerySchema, publicPivotReportSchema } from '../reports';
import { crudEndpoints } from './crud';

/** Harvest records (issue #17): the farm and fields permissions. */
export const harvestsEndpoints = crudEndpoints('/api/harvests', 'farm_and_fields', harvestCrudSchemas);

/** Reports (issue #17): `format=json` answers the screen's data, `xlsx` and `pdf` the download in `lang`. */
export const reportsEndpoints = {
  executive: endpoint({ method: 'GET', path: '/api/reports/executive/', query: executiveReportQuerySchema, response: executiveReportSchema, access: 'farm_and_fields:view' }),
};

/** The public season report of the demo pivot (no sign-in): its figures as HTML in `lang`, for the page opened inside the app. */
export const publicPivotReportEndpoints = {
  report: endpoint({ method: 'GET', path: '/api/public/pivot-report/', query: publicPivotReportQuerySchema, response: publicPivotReportSchema, access: 'public' }),
};
