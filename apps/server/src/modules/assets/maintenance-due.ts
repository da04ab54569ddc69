import { MAINTENANCE_SOON_DAYS, type MaintenanceDue } from '@rayyan/contracts';
import type { ScheduledAsset } from './maintenance.repository';

const DAY_MS = 86_400_000;
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const RANK = { overdue: 0, due_soon: 1, scheduled: 2 } as const;

/**
 * When a scheduled asset's next service is due and how urgent it is on `today`: by date, the last service (else the
 * day the asset was recorded) plus the days; by running hours, the hours of the last service that read them (else 0) plus the hours,
 * reached when the asset's meter reads them. Overdue once either is reached, due soon within MAINTENANCE_SOON_DAYS
 * days or the last tenth of the hours.
 */
export function dueOf(asset: ScheduledAsset, today: string): MaintenanceDue {
  const nextDate = asset.everyDays === null ? null : addDays(asset.lastDate ?? asset.createdOn, asset.everyDays);
  const nextHours = asset.everyHours === null ? null : (asset.lastHours ?? 0) + asset.everyHours;
  const hoursLeft = nextHours === null || asset.currentHours === null ? null : nextHours - asset.currentHours;
  const overdue = (nextDate !== null && nextDate <= today) || (hoursLeft !== null && hoursLeft <= 0);
  const soon = (nextDate !== null && nextDate <= addDays(today, MAINTENANCE_SOON_DAYS)) || (hoursLeft !== null && hoursLeft <= asset.everyHours! / 10);
  return {
    asset_id: asset.assetId,
    code: asset.code,
    name: asset.name,
    type: asset.type,
    farm_name: asset.farmName,
    every_days: asset.everyDays,
    every_hours: asset.everyHours,
    last_date: asset.lastDate,
    last_hours: asset.lastHours,
    current_hours: asset.currentHours,
    next_due_date: nextDate,
    next_due_hours: nextHours,
    status: overdue ? 'overdue' : soon ? 'due_soon' : 'scheduled',
  };
}

/** The due list: overdue first, then due soon, then the rest, each by next date then code. */
export function dueList(assets: readonly ScheduledAsset[], today: string): MaintenanceDue[] {
  return assets
    .map((a) => dueOf(a, today))
    .sort((x, y) => RANK[x.status] - RANK[y.status] || (x.next_due_date ?? '9999').localeCompare(y.next_due_date ?? '9999') || x.code.localeCompare(y.code));
}
