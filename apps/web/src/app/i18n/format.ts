import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { COOKIE_DIGITS, DEFAULT_DIGIT_SYSTEM, DIGIT_SYSTEMS, type DigitSystem } from '@rayyan/contracts';
import { createDocumentCookieJar, type CookieJar } from '../session/cookie-jar';

/** The digits cookie lasts a year, like the language and map layer cookies. */
const DIGITS_COOKIE_DAYS = 365;

export function isDigitSystem(value: unknown): value is DigitSystem {
  return (DIGIT_SYSTEMS as readonly unknown[]).includes(value);
}

/** The user's digits (Western or Arabic-Indic), kept in the `digits` cookie; subscribe-able for `useSyncExternalStore`. */
export interface DigitsStore {
  get(): DigitSystem;
  set(digits: DigitSystem): void;
  subscribe(listener: () => void): () => void;
}

/** A digits store over a cookie jar: Western digits when the cookie is missing or unknown. */
export function createDigitsStore(cookies: () => CookieJar): DigitsStore {
  const listeners = new Set<() => void>();
  return {
    get() {
      const value = cookies().get(COOKIE_DIGITS);
      return isDigitSystem(value) ? value : DEFAULT_DIGIT_SYSTEM;
    },
    set(digits) {
      cookies().set(COOKIE_DIGITS, digits, { days: DIGITS_COOKIE_DAYS });
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The browser's digits store (the document's cookies); changing it re-renders every `useFormat()` user. */
export const digitsStore: DigitsStore = createDigitsStore(() => createDocumentCookieJar());

/** The BCP 47 locale the app formats with: the language plus the numbering system, e.g. `ar-u-nu-arab`. */
export function formatLocale(language: string, digits: DigitSystem): string {
  return `${language}-u-nu-${digits}`;
}

/** Formatters of one locale; each is built once per set of options and shared by every component. */
export interface Format {
  /** The locale to hand to helpers that take one (`ar-u-nu-arab`). */
  locale: string;
  digits: DigitSystem;
  /** Numbers, percentages, currencies and units (`{ style: 'unit', unit: 'hectare' }`). */
  number(options?: Intl.NumberFormatOptions): Intl.NumberFormat;
  /** Dates and times. */
  dateTime(options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat;
  list(options?: Intl.ListFormatOptions): Intl.ListFormat;
  collator(options?: Intl.CollatorOptions): Intl.Collator;
  displayNames(options: Intl.DisplayNamesOptions): Intl.DisplayNames;
}

function memoize<O, F>(make: (options: O) => F): (options: O) => F {
  const cache = new Map<string, F>();
  return (options) => {
    const key = JSON.stringify(options ?? null);
    let formatter = cache.get(key);
    if (!formatter) {
      formatter = make(options);
      cache.set(key, formatter);
    }
    return formatter;
  };
}

const formats = new Map<string, Format>();

/** The (shared) formatters of `language` written with `digits`. */
export function formatFor(language: string, digits: DigitSystem = DEFAULT_DIGIT_SYSTEM): Format {
  const locale = formatLocale(language, digits);
  let format = formats.get(locale);
  if (!format) {
    format = {
      locale,
      digits,
      number: memoize((options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options)),
      dateTime: memoize((options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options)),
      list: memoize((options?: Intl.ListFormatOptions) => new Intl.ListFormat(locale, options)),
      collator: memoize((options?: Intl.CollatorOptions) => new Intl.Collator(locale, options)),
      displayNames: memoize((options: Intl.DisplayNamesOptions) => new Intl.DisplayNames([locale], options)),
    };
    formats.set(locale, format);
  }
  return format;
}

/** The user's digits preference; re-renders when it changes. */
export function useDigits(store: DigitsStore = digitsStore): DigitSystem {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * Formatting of numbers, dates, times and units in the interface language with the user's digits
 * (Western by default, Arabic-Indic when chosen in the profile). Every component formats through it.
 */
export function useFormat(): Format {
  const { i18n } = useTranslation();
  const digits = useDigits();
  const language = i18n.language;
  return useMemo(() => formatFor(language, digits), [language, digits]);
}
