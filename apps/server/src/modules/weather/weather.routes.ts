import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createWeatherAlertSchema,
  idParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
  sprayAdviceSchema,
  spraySettingsSchema,
  updateWeatherAlertSchema,
  weatherAlertListSchema,
  weatherAlertSchema,
  weatherForecastSchema,
} from '@rayyan/contracts';
import { callerAccess } from '../../plugins/permissions';
import { errorResponses } from '../../shared/openapi-responses';
import type { WeatherService } from './weather.service';

/** Weather, spray advice and settings, weather alerts and notifications. Reads stored weather only. */
export const weatherRoutes: FastifyPluginAsyncZod<{ weather: WeatherService }> = async (app, { weather }) => {
  const org = (request: Parameters<typeof callerAccess>[0]) => callerAccess(request).orgId;
  const tags = ['weather'];

  app.get(
    '/api/farms/:id/weather/',
    { config: { permission: 'farm_and_fields:view' }, schema: { tags, params: idParamsSchema, response: { 200: weatherForecastSchema, ...errorResponses(401, 403, 404) } } },
    (request) => weather.forecast(org(request), request.params.id),
  );
  app.get(
    '/api/farms/:id/spray-advice/',
    { config: { permission: 'farm_and_fields:view' }, schema: { tags, params: idParamsSchema, response: { 200: sprayAdviceSchema, ...errorResponses(401, 403, 404) } } },
    (request) => weather.sprayAdvice(org(request), request.params.id),
  );
  app.get(
    '/api/spray-settings/',
    { config: { permission: 'settings:view' }, schema: { tags, response: { 200: spraySettingsSchema, ...errorResponses(401, 403) } } },
    (request) => weather.spraySettings(org(request)),
  );
  app.put(
    '/api/spray-settings/',
    { config: { permission: 'settings:edit' }, schema: { tags, body: spraySettingsSchema, response: { 200: spraySettingsSchema, ...errorResponses(400, 401, 403) } } },
    (request) => weather.setSpraySettings(org(request), request.body),
  );

  app.get(
    '/api/weather-alerts/',
    { config: { permission: 'settings:view' }, schema: { tags, response: { 200: weatherAlertListSchema, ...errorResponses(401, 403) } } },
    async (request) => ({ results: await weather.alerts(org(request)) }),
  );
  app.post(
    '/api/weather-alerts/',
    { config: { permission: 'settings:create' }, schema: { tags, body: createWeatherAlertSchema, response: { 201: weatherAlertSchema, ...errorResponses(400, 401, 403) } } },
    async (request, reply) => reply.code(201).send(await weather.createAlert(org(request), request.body)),
  );
  app.get(
    '/api/weather-alerts/:id/',
    { config: { permission: 'settings:view' }, schema: { tags, params: idParamsSchema, response: { 200: weatherAlertSchema, ...errorResponses(401, 403, 404) } } },
    (request) => weather.alert(org(request), request.params.id),
  );
  app.patch(
    '/api/weather-alerts/:id/',
    {
      config: { permission: 'settings:edit' },
      schema: { tags, params: idParamsSchema, body: updateWeatherAlertSchema, response: { 200: weatherAlertSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    (request) => weather.updateAlert(org(request), request.params.id, request.body),
  );
  app.delete(
    '/api/weather-alerts/:id/',
    { config: { permission: 'settings:delete' }, schema: { tags, params: idParamsSchema, response: { 204: z.null(), ...errorResponses(401, 403, 404) } } },
    async (request, reply) => {
      await weather.deleteAlert(org(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/notifications/',
    { config: { permission: 'authenticated' }, schema: { tags, querystring: notificationListQuerySchema, response: { 200: notificationListSchema, ...errorResponses(401) } } },
    (request) => weather.notifications(org(request), request.query.unread),
  );
  app.post(
    '/api/notifications/:id/read/',
    { config: { permission: 'authenticated' }, schema: { tags, params: idParamsSchema, response: { 200: notificationSchema, ...errorResponses(401, 404) } } },
    (request) => weather.markRead(org(request), request.params.id),
  );
};
