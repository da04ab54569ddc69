import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from '@rayyan/i18n';
import { shellResources } from '@rayyan/i18n/shell';
import { DEFAULT_LANGUAGE, type Language } from '@rayyan/contracts/constants';
import { ensureAppNamespaces, hasAppNamespaces } from './app-namespaces';

/**
 * An initialised i18next instance holding `bundled` (in memory, so initialisation is synchronous and the
 * first render is already translated.
 */
export function initI18n(language: Language, bundled: Resource): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: bundled,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['en', 'ar'],
    ns: Object.keys(bundled.en ?? {}),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** An instance with every namespace of `@rayyan/i18n` bundled (tests and render helpers). */
export function createI18n(language: Language): i18n {
  return initI18n(language, resources);
}

/**
 * The browser's instance: the shell's namespaces of both languages are bundled, the app's other
 * namespaces load per language with each page (./app-namespaces.ts). A language change first loads those
 * the app already uses in the new language, so no page shows message keys while they arrive.
 */
export function createBrowserI18n(language: Language): i18n {
  const instance = initI18n(language, shellResources);
  const changeLanguage = instance.changeLanguage.bind(instance);
  instance.changeLanguage = async (next, callback) => {
    if ((next === 'en' || next === 'ar') && hasAppNamespaces(instance)) await ensureAppNamespaces(instance, next).catch(() => undefined);
    return changeLanguage(next, callback);
  };
  return instance;
}
