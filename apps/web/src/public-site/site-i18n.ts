import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Bundles } from '../shared/content-namespaces';
import type { Language } from '@rayyan/contracts';

/**
 * An i18next instance for the public site with only the given bundles: the lightweight public entry
 * and the prerenderer use it instead of the app's instance, which carries every app namespace.
 */
export function createSiteI18n(lang: Language, bundles: Bundles): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { [lang]: bundles },
    lng: lang,
    fallbackLng: false,
    ns: Object.keys(bundles),
    defaultNS: 'site',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
