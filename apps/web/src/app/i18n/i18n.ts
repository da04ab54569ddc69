import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources, namespaces } from '@rayyan/i18n';
import { DEFAULT_LANGUAGE, type Language } from '@rayyan/contracts';

/**
 * Creates an initialised i18next instance with every namespace of `@rayyan/i18n` bundled.
 * Resources are in memory, so initialisation is synchronous and the first render is already translated.
 */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['en', 'ar'],
    ns: namespaces,
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
