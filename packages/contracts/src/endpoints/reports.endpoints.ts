import { endpoint } from '../endpoint';
import { createHarvestSchema, harvestListQuerySchema, harvestSchema, updateHarvestSchema } from '../harvests';
import { executiveReportQuerySchema, executiveReportSchema } from '../reports';
import { crudEndpoints } from './crud';

/** Harvest records (issue #17): the farm and fields permissions. */
export const harvestsEndpoints = crudEndpoints('/api/harvests', 'farm_and_fields', { record: harvestSchema, create: createHarvestSchema, update: updateHarvestSchema, query: harvestListQuerySchema });

/** Reports (issue #17): `format=json` answers the screen's data, `xlsx` and `pdf` the download in `lang`. */
export const reportsEndpoints = {
  executive: endpoint({ method: 'GET', path: '/api/reports/executive/', query: executiveReportQuerySchema, response: executiveReportSchema, access: 'farm_and_fields:view' }),
};
