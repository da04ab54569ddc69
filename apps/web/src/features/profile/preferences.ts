import type { i18n as I18n } from 'i18next';
import { COOKIE_MAP_LAYER, type Preferences, type UserProfile } from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';
import { userProfileSchema } from '@rayyan/contracts';
import { createDocumentCookieJar, type CookieJar } from '../../app/session/cookie-jar';

const MAP_LAYER_COOKIE_DAYS = 365;

/** PATCH /api/me/preferences/: default map type and language; answers the updated profile. */
export function savePreferences(api: ApiClient, body: Preferences): Promise<UserProfile> {
  return api.request('/me/preferences/', { method: 'PATCH', body, schema: userProfileSchema });
}

/**
 * Applies saved preferences to this browser (spec 2 and 9): the language (which also writes the `lang`
 * cookie and `<html lang dir>`) and the `mapLayer` cookie the map reads.
 */
export async function applyPreferences(preferences: Preferences, i18n: I18n, cookies: CookieJar = createDocumentCookieJar()): Promise<void> {
  if (preferences.map_type) cookies.set(COOKIE_MAP_LAYER, preferences.map_type, { days: MAP_LAYER_COOKIE_DAYS });
  if (preferences.language && preferences.language !== i18n.language) await i18n.changeLanguage(preferences.language);
}
