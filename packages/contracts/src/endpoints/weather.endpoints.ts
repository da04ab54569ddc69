import { idParamsSchema } from '../common';
import { endpoint } from '../endpoint';
import {
  createWeatherAlertSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
  sprayAdviceSchema,
  spraySettingsSchema,
  updateWeatherAlertSchema,
  weatherAlertListSchema,
  weatherAlertSchema,
  weatherForecastSchema,
} from '../weather';

/** A farm's forecast and spray advice, the organisation's spray settings and weather alerts, the user's notifications. */
export const weatherEndpoints = {
  forecast: endpoint({ method: 'GET', path: '/api/farms/:id/weather/', params: idParamsSchema, response: weatherForecastSchema, access: 'farm_and_fields:view' }),
  sprayAdvice: endpoint({ method: 'GET', path: '/api/farms/:id/spray-advice/', params: idParamsSchema, response: sprayAdviceSchema, access: 'farm_and_fields:view' }),
  spraySettings: endpoint({ method: 'GET', path: '/api/spray-settings/', response: spraySettingsSchema, access: 'settings:view' }),
  saveSpraySettings: endpoint({ method: 'PUT', path: '/api/spray-settings/', body: spraySettingsSchema, response: spraySettingsSchema, access: 'settings:edit' }),
  alerts: {
    list: endpoint({ method: 'GET', path: '/api/weather-alerts/', response: weatherAlertListSchema, access: 'settings:view' }),
    create: endpoint({ method: 'POST', path: '/api/weather-alerts/', body: createWeatherAlertSchema, response: weatherAlertSchema, status: 201, access: 'settings:create' }),
    get: endpoint({ method: 'GET', path: '/api/weather-alerts/:id/', params: idParamsSchema, response: weatherAlertSchema, access: 'settings:view' }),
    update: endpoint({ method: 'PATCH', path: '/api/weather-alerts/:id/', params: idParamsSchema, body: updateWeatherAlertSchema, response: weatherAlertSchema, access: 'settings:edit' }),
    remove: endpoint({ method: 'DELETE', path: '/api/weather-alerts/:id/', params: idParamsSchema, response: 'empty', status: 204, access: 'settings:delete' }),
  },
  notifications: endpoint({ method: 'GET', path: '/api/notifications/', query: notificationListQuerySchema, response: notificationListSchema, access: 'authenticated' }),
  markNotificationRead: endpoint({ method: 'POST', path: '/api/notifications/:id/read/', params: idParamsSchema, response: notificationSchema, access: 'authenticated' }),
} as const;
