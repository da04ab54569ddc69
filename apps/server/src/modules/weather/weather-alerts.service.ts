import { weatherAlerts } from '@rayyan/db';
import { ERROR_MESSAGES, weatherAlertProblems, type CreateWeatherAlert, type UpdateWeatherAlert, type WeatherAlertListQuery, type WeatherAlertRecord } from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';
import { createRecordService, type RecordServiceDeps } from '../../shared/record-service';
import type { WeatherAlertRepository } from './weather-alert.repository';

/**
 * Weather alerts (spec 3 and 4), scoped to the caller's organisation. A patch is checked against the contract's
 * cross-field rules on the stored alert as it will be (under its row lock: a concurrent patch of the other
 * threshold waits), and a farm must be one of the organisation's.
 */
export function createWeatherAlertsService(deps: Omit<RecordServiceDeps<WeatherAlertRepository>, 'entity' | 'table'>) {
  return createRecordService<WeatherAlertRecord, CreateWeatherAlert, UpdateWeatherAlert, WeatherAlertListQuery, WeatherAlertRepository>(
    { ...deps, entity: 'weather_alert', table: weatherAlerts },
    {
      checkPatched: (alert) => {
        const problems = weatherAlertProblems(alert);
        if (problems.length) throw new AppError('validation_failed', 400, Object.fromEntries(problems));
      },
      checkWrite: async (orgId, alert, records) => {
        if (alert.farm_id && !(await records.farmExists(orgId, alert.farm_id))) throw new AppError('validation_failed', 400, { farm_id: ERROR_MESSAGES.select_farm });
      },
    },
  );
}

export type WeatherAlertsService = ReturnType<typeof createWeatherAlertsService>;
