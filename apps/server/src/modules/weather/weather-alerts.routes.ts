import type { FastifyPluginAsync } from 'fastify';
import { weatherEndpoints } from '@rayyan/contracts';
import type { Clock } from '../../ports/clock';
import { registerCrudRoutes } from '../../shared/crud-routes';
import type { WeatherAlertsService } from './weather-alerts.service';

/** /api/weather-alerts/: list, export, create, read, update and delete (settings permissions). */
export const weatherAlertsRoutes: FastifyPluginAsync<{ alerts: WeatherAlertsService; clock: Clock }> = async (app, { alerts, clock }) => {
  registerCrudRoutes(app, {
    endpoints: weatherEndpoints.alerts,
    tag: 'weather',
    service: alerts,
    clock,
    exportSheet: {
      name: 'Weather alerts',
      fileName: 'weather-alerts',
      columns: [
        { header: 'Name', value: (a) => a.name, width: 28 },
        { header: 'Type', value: (a) => a.type },
        { header: 'Minimum', value: (a) => a.min_threshold },
        { header: 'Maximum', value: (a) => a.max_threshold },
        { header: 'Always active', value: (a) => a.always_active },
        { header: 'Start date', value: (a) => a.start_date },
        { header: 'End date', value: (a) => a.end_date },
        { header: 'Hourly', value: (a) => a.hourly },
        { header: 'Active', value: (a) => a.active },
      ],
    },
  });
};
