import { z } from 'zod';
import { idParamsSchema } from '../common';
import { endpoint } from '../endpoint';
import { assetCrudSchemas, assetNetworkQuerySchema, assetNetworkSchema } from '../assets';
import { createMaintenanceSchema, maintenanceDueQuerySchema, maintenanceDueSchema, maintenanceLogSchema, maintenanceSchema, maintenanceScheduleSchema } from '../asset-maintenance';
import { crudEndpoints } from './crud';

const entryParamsSchema = z.object({ id: z.uuid(), entryId: z.uuid() });

/** Assets (issue #15) under the assets management permissions: the records, a farm's whole network, and maintenance. */
export const assetsEndpoints = {
  ...crudEndpoints('/api/assets', 'assets', assetCrudSchemas),
  /** Every asset of one farm with its place, upstream asset and fields, for the map and the flow view; another organisation's farm is not found. */
  network: endpoint({ method: 'GET', path: '/api/assets/network/', query: assetNetworkQuerySchema, response: assetNetworkSchema, access: 'assets:view' }),
  /** The organisation's scheduled assets (optionally of one farm) with their next service, overdue first. */
  maintenanceDue: endpoint({ method: 'GET', path: '/api/assets/maintenance-due/', query: maintenanceDueQuerySchema, response: z.array(maintenanceDueSchema), access: 'assets:view' }),
  /** The asset's schedule and services, newest first. */
  maintenance: endpoint({ method: 'GET', path: '/api/assets/:id/maintenance/', params: idParamsSchema, response: maintenanceLogSchema, access: 'assets:view' }),
  addMaintenance: endpoint({ method: 'POST', path: '/api/assets/:id/maintenance/', params: idParamsSchema, body: createMaintenanceSchema, response: maintenanceSchema, status: 201, access: 'assets:edit' }),
  removeMaintenance: endpoint({ method: 'DELETE', path: '/api/assets/:id/maintenance/:entryId/', params: entryParamsSchema, response: 'empty', status: 204, access: 'assets:edit' }),
  setMaintenanceSchedule: endpoint({ method: 'PUT', path: '/api/assets/:id/maintenance/schedule/', params: idParamsSchema, body: maintenanceScheduleSchema, response: maintenanceScheduleSchema, access: 'assets:edit' }),
};
