import type { i18n as I18n } from 'i18next';
import { COOKIE_MAP_LAYER, usersEndpoints, type Preferences, type UserProfile } from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';
import { callEndpoint } from '../../app/api/endpoint-call';
import { createDocumentCookieJar, type CookieJar } from '../../app/session/cookie-jar';
import { digitsStore, type DigitsStore } from '../../app/i18n/format';

const MAP_LAYER_COOKIE_DAYS = 365;

/** PATCH /api/me/preferences/: default map type, language and digits; answers the updated profile. */
export function savePreferences(api: ApiClient, body: Preferences): Promise<UserProfile> {
  return callEndpoint(api, usersEndpoints.savePreferences, { body });
}

/**
 * Applies saved preferences to this browser (spec 2 and 9): the language (which also writes the `lang`
 * cookie and `<html lang dir>`), the `mapLayer` cookie the map reads and the digits numbers and dates
 * are written with (the `digits` cookie; every formatted value re-renders).
 */
export async function applyPreferences(
  preferences: Preferences,
  i18n: I18n,
  cookies: CookieJar = createDocumentCookieJar(),
  digits: DigitsStore = digitsStore,
): Promise<void> {
  if (preferences.map_type) cookies.set(COOKIE_MAP_LAYER, preferences.map_type, { days: MAP_LAYER_COOKIE_DAYS });
  if (preferences.digits) digits.set(preferences.digits);
  if (preferences.language && preferences.language !== i18n.language) await i18n.changeLanguage(preferences.language);
}
