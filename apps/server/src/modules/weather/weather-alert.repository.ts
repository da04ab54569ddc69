import { eq } from 'drizzle-orm';
import { weatherAlerts, type Db } from '@rayyan/db';
import type { CreateWeatherAlert, UpdateWeatherAlert, WeatherAlertListQuery, WeatherAlertRecord } from '@rayyan/contracts';
import { orgResourceRepository } from '../../shared/org-resource.repository';
import type { OrgScopedRepository } from '../../shared/record-service';
import { isOrgFarm } from '../../shared/org-farm.repository';

export type WeatherAlertRepository = OrgScopedRepository<WeatherAlertRecord, CreateWeatherAlert, UpdateWeatherAlert, WeatherAlertListQuery> & {
  /** Whether the farm an alert names is one of the organisation's. */
  farmExists(orgId: string, farmId: string): Promise<boolean>;
};

/** Weather alerts of one organisation: searched by name, filtered by type and state; newest first. */
export function createWeatherAlertRepository(db: Db): WeatherAlertRepository {
  const records = orgResourceRepository<typeof weatherAlerts, WeatherAlertRecord, CreateWeatherAlert, UpdateWeatherAlert, WeatherAlertListQuery>(db, {
    table: weatherAlerts,
    search: [weatherAlerts.name],
    equals: { type: weatherAlerts.type },
    filters: (query) => [
      query.active ? eq(weatherAlerts.active, query.active === 'true') : undefined,
    ],
    orderBy: [weatherAlerts.createdAt],
    descending: true,
  });
  return {
    ...records,
    farmExists: (orgId: string, farmId: string) => isOrgFarm(db, orgId, farmId),
  };
}
