import { updateWeatherAlertSchema, weatherEndpoints as weather, type SpraySettings, type UpdateWeatherAlert } from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';
import { callEndpoint } from '../../app/api/endpoint-call';

/** React Query keys of the weather feature. */
export const WEATHER_KEY = ['weather'] as const;
export const SPRAY_ADVICE_KEY = ['spray-advice'] as const;
export const SPRAY_SETTINGS_KEY = ['spray-settings'] as const;
/** Prefix of the weather alerts list's queries (the list page calls the declared `weatherEndpoints.alerts`). */
export const WEATHER_ALERTS_KEY = ['weather-alerts'] as const;
export const NOTIFICATIONS_KEY = ['notifications'] as const;

export const getWeather = (api: ApiClient, farmId: string, signal?: AbortSignal) => callEndpoint(api, weather.forecast, { params: { id: farmId }, signal });

export const getSprayAdvice = (api: ApiClient, farmId: string, signal?: AbortSignal) => callEndpoint(api, weather.sprayAdvice, { params: { id: farmId }, signal });

export const getSpraySettings = (api: ApiClient) => callEndpoint(api, weather.spraySettings);
export const putSpraySettings = (api: ApiClient, body: SpraySettings) => callEndpoint(api, weather.saveSpraySettings, { body });

export const updateWeatherAlert = (api: ApiClient, id: string, body: UpdateWeatherAlert) =>
  callEndpoint(api, weather.alerts.update, { params: { id }, body: updateWeatherAlertSchema.parse(body) });

export const listUnreadNotifications = (api: ApiClient) => callEndpoint(api, weather.notifications, { query: { unread: 'true' } });
/** Answers the notification, now read. */
export const markNotificationRead = (api: ApiClient, id: string) => callEndpoint(api, weather.markNotificationRead, { params: { id } });
