import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Database } from '@rayyan/db';
import { pesticideApplicationsEndpoints } from '@rayyan/contracts';
import type { Clock } from '../../ports/clock';
import { registerCrudRoutes } from '../../shared/crud-routes';
import { recordsWithActivity } from '../activity-log';
import type { PastWeatherSource } from '../irrigation/past-weather';
import { createWeatherRepository } from '../weather/weather.repository';
import { applicationWeatherFor } from './application-weather';
import { createApplicationRepository } from './application.repository';
import { createApplicationsService } from './applications.service';

type Deps = { database: Database; clock: Clock; pastWeather: PastWeatherSource };

/** /api/pesticide-applications/: list (by field, product, date range), export, read, create, update and delete. */
const applicationsRoutes: FastifyPluginAsync<Deps> = async (app, { database, clock, pastWeather }) => {
  const weatherAt = applicationWeatherFor(createWeatherRepository(database.db), pastWeather);
  const service = createApplicationsService({ ...recordsWithActivity(database.db, createApplicationRepository), clock, weatherAt });
  registerCrudRoutes(app, {
    endpoints: pesticideApplicationsEndpoints,
    tag: 'pesticides',
    service,
    clock,
    exportSheet: {
      name: 'Pesticide applications',
      fileName: 'pesticide-applications',
      columns: [
        { header: 'Applied at (UTC)', value: (a) => a.applied_at.slice(0, 16).replace('T', ' '), width: 18 },
        ['Product', 'pesticide_name', 24], ['Field', 'field_name', 24], 'dose', ['Unit', 'dose_unit'], ['Volume (L)', 'volume_l'],
        ['Operator', 'operator_name', 20],
        { header: 'Spray verdict', value: (a) => a.weather?.verdict ?? null },
        { header: 'Temperature (°C)', value: (a) => a.weather?.temperature_c ?? null },
        { header: 'Wind (km/h)', value: (a) => a.weather?.wind_speed_kmh ?? null },
        { header: 'Humidity (%)', value: (a) => a.weather?.relative_humidity_pct ?? null },
        { header: 'Weather source', value: (a) => a.weather?.source ?? null },
        { header: 'Pre-harvest interval until', value: (a) => a.phi_until.slice(0, 10) },
        { header: 'Harvest inside PHI', value: (a) => (a.harvest_in_phi ? 'yes' : 'no') },
        { header: 'Re-entry interval until', value: (a) => a.rei_until.slice(0, 16).replace('T', ' ') },
        ['Tasks inside REI', 'tasks_in_rei'], ['Notes', 'notes', 40],
      ],
    },
  });
};

/** Pesticide applications (issue #16). */
export async function registerPesticideApplications(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(applicationsRoutes, deps);
}
