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
        ['Name', 'name', 28], 'type', ['Minimum', 'min_threshold'], ['Maximum', 'max_threshold'], 'always_active', 'start_date', 'end_date', 'hourly',
        'active',
      ],
    },
  });
};
