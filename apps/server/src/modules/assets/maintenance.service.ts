import type { CreateMaintenance, MaintenanceLog, MaintenanceRecord, MaintenanceSchedule } from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';
import { diffChanges } from '../../shared/activity-diff';
import type { Actor } from '../../shared/record-service';
import type { Transaction } from '../../shared/unit-of-work';
import type { ActivityRepository } from '../activity-log/activity-log.repository';
import { dueList } from './maintenance-due';
import type { MaintenanceRepository } from './maintenance.repository';

export interface MaintenanceDeps {
  maintenance: MaintenanceRepository;
  transaction: Transaction<{ maintenance: MaintenanceRepository; activity: Pick<ActivityRepository, 'record'> }>;
  today: () => string;
}

/** Maintenance of an organisation's assets: each asset's log and schedule, and the due list; writes logged in the same transaction. */
export function createMaintenanceService({ maintenance, transaction, today }: MaintenanceDeps) {
  const notFound = () => new AppError('not_found', 404);
  return {
    async log(orgId: string, assetId: string): Promise<MaintenanceLog> {
      const schedule = await maintenance.schedule(orgId, assetId);
      if (!schedule) throw notFound();
      return { schedule, entries: await maintenance.entries(orgId, assetId) };
    },
    add: (actor: Actor, assetId: string, input: CreateMaintenance): Promise<MaintenanceRecord> =>
      transaction(async ({ maintenance: repo, activity }) => {
        if (!(await repo.schedule(actor.orgId, assetId))) throw notFound();
        const entry = await repo.add(actor.orgId, assetId, input);
        await activity.record(actor.orgId, { userId: actor.userId, action: 'create', entity: 'asset_maintenance', entityId: entry.id, changes: diffChanges(null, entry) });
        return entry;
      }),
    remove: (actor: Actor, assetId: string, entryId: string): Promise<void> =>
      transaction(async ({ maintenance: repo, activity }) => {
        const removed = await repo.remove(actor.orgId, assetId, entryId);
        if (!removed) throw notFound();
        await activity.record(actor.orgId, { userId: actor.userId, action: 'delete', entity: 'asset_maintenance', entityId: entryId, changes: diffChanges(removed, null) });
      }),
    setSchedule: (actor: Actor, assetId: string, schedule: MaintenanceSchedule): Promise<MaintenanceSchedule> =>
      transaction(async ({ maintenance: repo, activity }) => {
        const before = await repo.schedule(actor.orgId, assetId);
        if (!before || !(await repo.setSchedule(actor.orgId, assetId, schedule))) throw notFound();
        await activity.record(actor.orgId, { userId: actor.userId, action: 'update', entity: 'asset', entityId: assetId, changes: diffChanges(before, schedule) });
        return schedule;
      }),
    async due(orgId: string, farmId?: string) {
      return dueList(await maintenance.scheduled(orgId, farmId), today());
    },
  };
}
export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
