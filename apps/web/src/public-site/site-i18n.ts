import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadContentNamespace, type ContentNamespace } from '@rayyan/i18n/lazy';
import type { Language } from '@rayyan/contracts';

export type Bundles = Partial<Record<ContentNamespace, Record<string, unknown>>>;

/** Loads the namespaces a public page needs, in one language, in parallel. */
export async function loadBundles(lang: Language, namespaces: readonly ContentNamespace[]): Promise<Bundles> {
  const entries = await Promise.all(namespaces.map(async (ns) => [ns, await loadContentNamespace(lang, ns)] as const));
  return Object.fromEntries(entries);
}

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

/** Adds missing namespaces of `lang` to an existing instance (the app's, when it shows public pages). */
export async function ensureNamespaces(instance: i18n, lang: Language, namespaces: readonly ContentNamespace[]): Promise<void> {
  const missing = namespaces.filter((ns) => !instance.hasResourceBundle(lang, ns));
  const bundles = await loadBundles(lang, missing);
  for (const [ns, messages] of Object.entries(bundles)) instance.addResourceBundle(lang, ns, messages, true, false);
}
