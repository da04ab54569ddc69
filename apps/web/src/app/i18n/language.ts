import { COOKIE_LANG, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@rayyan/contracts';
import { createDocumentCookieJar, type CookieJar } from '../session/cookie-jar';

/** The language cookie lasts a year: a visitor's choice should outlive sessions. */
const LANG_COOKIE_DAYS = 365;

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** Reading direction of a language: Arabic is right-to-left. */
export function directionFor(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** The language kept in the `lang` cookie, English when missing or unknown (spec 9). */
export function languageFromCookie(cookies: CookieJar = createDocumentCookieJar()): Language {
  const value = cookies.get(COOKIE_LANG);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** Persists the language and sets `<html lang dir>` so the whole document (and CSS logical properties) follow it. */
export function persistLanguage(language: Language, cookies: CookieJar = createDocumentCookieJar(), doc: Document = document): void {
  cookies.set(COOKIE_LANG, language, { days: LANG_COOKIE_DAYS });
  doc.documentElement.lang = language;
  doc.documentElement.dir = directionFor(language);
}
