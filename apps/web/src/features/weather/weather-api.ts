import {
  createWeatherAlertSchema,
  notificationListSchema,
  sprayAdviceSchema,
  spraySettingsSchema,
  updateWeatherAlertSchema,
  weatherAlertListSchema,
  weatherAlertSchema,
  weatherForecastSchema,
  type CreateWeatherAlert,
  type SpraySettings,
  type UpdateWeatherAlert,
} from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';

/** React Query keys of the weather feature. */
export const WEATHER_KEY = ['weather'] as const;
export const SPRAY_ADVICE_KEY = ['spray-advice'] as const;
export const SPRAY_SETTINGS_KEY = ['spray-settings'] as const;
export const WEATHER_ALERTS_KEY = ['weather-alerts'] as const;
export const NOTIFICATIONS_KEY = ['notifications'] as const;

export const getWeather = (api: ApiClient, farmId: string, signal?: AbortSignal) =>
  api.request(`/farms/${farmId}/weather/`, { schema: weatherForecastSchema, signal });

export const getSprayAdvice = (api: ApiClient, farmId: string, signal?: AbortSignal) =>
  api.request(`/farms/${farmId}/spray-advice/`, { schema: sprayAdviceSchema, signal });

export const getSpraySettings = (api: ApiClient) => api.request('/spray-settings/', { schema: spraySettingsSchema });
export const putSpraySettings = (api: ApiClient, body: SpraySettings) =>
  api.request('/spray-settings/', { method: 'PUT', body, schema: spraySettingsSchema });

export const listWeatherAlerts = (api: ApiClient) => api.request('/weather-alerts/', { schema: weatherAlertListSchema });
export const createWeatherAlert = (api: ApiClient, body: CreateWeatherAlert) =>
  api.request('/weather-alerts/', { method: 'POST', body: createWeatherAlertSchema.parse(body), schema: weatherAlertSchema });
export const updateWeatherAlert = (api: ApiClient, id: string, body: UpdateWeatherAlert) =>
  api.request(`/weather-alerts/${id}/`, { method: 'PATCH', body: updateWeatherAlertSchema.parse(body), schema: weatherAlertSchema });
export const deleteWeatherAlert = (api: ApiClient, id: string) => api.request(`/weather-alerts/${id}/`, { method: 'DELETE' });

export const listUnreadNotifications = (api: ApiClient) =>
  api.request('/notifications/?unread=true', { schema: notificationListSchema });
export const markNotificationRead = (api: ApiClient, id: string) => api.request(`/notifications/${id}/read/`, { method: 'POST' });
