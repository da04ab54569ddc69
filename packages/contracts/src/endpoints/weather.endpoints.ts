import { idParamsSchema } from '../common';
import { endpoint } from '../endpoint';
import { crudEndpoints } from './crud';
import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
  sprayAdviceSchema,
  spraySettingsSchema,
  weatherForecastSchema,
  weatherAlertCrudSchemas,
} from '../weather';

/** A farm's forecast and spray advice, the organisation's spray settings and weather alerts, the user's notifications. */
export const weatherEndpoints = {
  forecast: endpoint({ method: 'GET', path: '/api/farms/:id/weather/', params: idParamsSchema, response: weatherForecastSchema, access: 'farm_and_fields:view' }),
  sprayAdvice: endpoint({ method: 'GET', path: '/api/farms/:id/spray-advice/', params: idParamsSchema, response: sprayAdviceSchema, access: 'farm_and_fields:view' }),
  spraySettings: endpoint({ method: 'GET', path: '/api/spray-settings/', response: spraySettingsSchema, access: 'settings:view' }),
  saveSpraySettings: endpoint({ method: 'PUT', path: '/api/spray-settings/', body: spraySettingsSchema, response: spraySettingsSchema, access: 'settings:edit' }),
  /** The organisation's weather alerts (settings permissions): the kit's list, export, read, create, update and delete. */
  alerts: crudEndpoints('/api/weather-alerts', 'settings', weatherAlertCrudSchemas),
  notifications: endpoint({ method: 'GET', path: '/api/notifications/', query: notificationListQuerySchema, response: notificationListSchema, access: 'authenticated' }),
  markNotificationRead: endpoint({ method: 'POST', path: '/api/notifications/:id/read/', params: idParamsSchema, response: notificationSchema, access: 'authenticated' }),
} as const;
