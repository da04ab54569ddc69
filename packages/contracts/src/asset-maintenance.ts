import { z } from 'zod';
import { V, isoDateSchema, optionalText, requiredText } from './common';
import { logEntrySchema, recordFields } from './record-schema';
import { ASSET_TYPES } from './assets';

/**
 * Maintenance of assets (issue #15): a log per asset (date, work done, cost, and the asset's running hours at the
 * service) and a schedule per asset (every so many days and/or running hours), from which the due list is worked out:
 * the next service is due at the last service's date (or the asset's creation) plus the days, or at its running hours
 * plus the hours; it is overdue once past, due soon within MAINTENANCE_SOON_DAYS or the last tenth of the hours.
 */
export const MAINTENANCE_SOON_DAYS = 14;
export const MAINTENANCE_STATUSES = ['overdue', 'due_soon', 'scheduled'] as const;

/** POST /api/assets/{id}/maintenance/ */
export const createMaintenanceSchema = z.object({
  date: isoDateSchema,
  work: requiredText(500),
  cost: z.number().min(0, { error: V.out_of_range }).max(1e9, { error: V.out_of_range }).nullable().optional(),
  /** The asset's running-hours meter at the service. */
  hours: z.number().min(0, { error: V.out_of_range }).max(1e6, { error: V.out_of_range }).nullable().optional(),
  notes: optionalText(1000),
});
export type CreateMaintenance = z.infer<typeof createMaintenanceSchema>;

export const maintenanceSchema = logEntrySchema('AssetMaintenance', 'asset_id', recordFields(createMaintenanceSchema.shape));
export type MaintenanceRecord = z.infer<typeof maintenanceSchema>;

/** PUT /api/assets/{id}/maintenance/schedule/ — every so many days and/or running hours; both null: no schedule. */
export const maintenanceScheduleSchema = z
  .object({
    every_days: z.number().int({ error: V.out_of_range }).min(1, { error: V.out_of_range }).max(3650, { error: V.out_of_range }).nullable(),
    every_hours: z.number().min(1, { error: V.out_of_range }).max(100_000, { error: V.out_of_range }).nullable(),
  })
  .meta({ id: 'AssetMaintenanceSchedule' });
export type MaintenanceSchedule = z.infer<typeof maintenanceScheduleSchema>;

/** GET /api/assets/{id}/maintenance/ */
export const maintenanceLogSchema = z.object({ schedule: maintenanceScheduleSchema, entries: z.array(maintenanceSchema) }).meta({ id: 'AssetMaintenanceLog' });
export type MaintenanceLog = z.infer<typeof maintenanceLogSchema>;

/** One asset of the due list: its schedule, last service and when the next is due. */
export const maintenanceDueSchema = z
  .object({
    asset_id: z.uuid(),
    code: z.string(),
    name: z.string(),
    type: z.enum(ASSET_TYPES),
    farm_name: z.string(),
    every_days: z.number().nullable(),
    every_hours: z.number().nullable(),
    last_date: z.string().nullable(),
    last_hours: z.number().nullable(),
    /** The running hours the asset reads now (its `hours` attribute), when it has a meter. */
    current_hours: z.number().nullable(),
    next_due_date: z.string().nullable(),
    next_due_hours: z.number().nullable(),
    status: z.enum(MAINTENANCE_STATUSES),
  })
  .meta({ id: 'AssetMaintenanceDue' });
export type MaintenanceDue = z.infer<typeof maintenanceDueSchema>;
export const maintenanceDueQuerySchema = z.object({ farm_id: z.uuid().optional() });
