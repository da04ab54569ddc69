import type { FastifyPluginAsync } from 'fastify';
import { weatherEndpoints as endpoints } from '@rayyan/contracts';
import { callerAccess } from '../../plugins/permissions';
import { declaredRoute } from '../../shared/declared-route';
import type { WeatherService } from './weather.service';

/** Weather, spray advice and settings and notifications, from their declarations (weather alerts: `weather-alerts.routes.ts`). Reads stored weather only. */
export const weatherRoutes: FastifyPluginAsync<{ weather: WeatherService }> = async (app, { weather }) => {
  const org = (request: Parameters<typeof callerAccess>[0]) => callerAccess(request).orgId;
  const tags = ['weather'];

  declaredRoute(app, endpoints.forecast, { tags, errors: [401, 403, 404] }, (request) => weather.forecast(org(request), request.params.id));
  declaredRoute(app, endpoints.sprayAdvice, { tags, errors: [401, 403, 404] }, (request) => weather.sprayAdvice(org(request), request.params.id));
  declaredRoute(app, endpoints.spraySettings, { tags, errors: [401, 403] }, (request) => weather.spraySettings(org(request)));
  declaredRoute(app, endpoints.saveSpraySettings, { tags, errors: [400, 401, 403] }, (request) => weather.setSpraySettings(org(request), request.body));

  declaredRoute(app, endpoints.notifications, { tags, errors: [401] }, (request) => weather.notifications(org(request), request.query.unread));
  declaredRoute(app, endpoints.markNotificationRead, { tags, errors: [401, 404] }, (request) => weather.markRead(org(request), request.params.id));
};
