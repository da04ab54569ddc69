import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import { appNamespaces, loadAppNamespaces } from '@rayyan/i18n/app-namespaces';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@rayyan/contracts/constants';

// The app's namespaces beyond the shell's arrive as one chunk per language (see @rayyan/i18n/app-namespaces):
// each route of the app waits for them beside its own chunk, so the shell carries none of them.

const asLanguage = (value: string): Language => ((LANGUAGES as readonly string[]).includes(value) ? (value as Language) : DEFAULT_LANGUAGE);
const loading = new WeakMap<i18n, Map<Language, Promise<void>>>();

/** True when the app namespaces of `language` (the current one by default) are in the instance. */
export function hasAppNamespaces(instance: i18n, language: string = instance.language): boolean {
  return appNamespaces.every((ns) => instance.hasResourceBundle(asLanguage(language), ns));
}

/** Adds the app namespaces of `language` to the instance (one request per language and instance). */
export function ensureAppNamespaces(instance: i18n, language: string = instance.language): Promise<void> {
  const lang = asLanguage(language);
  if (hasAppNamespaces(instance, lang)) return Promise.resolve();
  const perInstance = loading.get(instance) ?? new Map<Language, Promise<void>>();
  loading.set(instance, perInstance);
  let pending = perInstance.get(lang);
  if (!pending) {
    pending = loadAppNamespaces(lang).then(
      (bundles) => {
        for (const [ns, messages] of Object.entries(bundles)) instance.addResourceBundle(lang, ns, messages, true, false);
      },
      (error: unknown) => {
        perInstance.delete(lang); // a later page may try again
        throw error;
      },
    );
    perInstance.set(lang, pending);
  }
  return pending;
}

/** Wraps a route's `lazy` import so the page arrives with the app namespaces of the current language. */
export function withAppNamespaces<T>(instance: i18n, load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), ensureAppNamespaces(instance)]))[0];
}

/** True once the app namespaces of the current language are loaded (for views outside the routes' `lazy`). */
export function useAppNamespaces(): boolean {
  const { i18n: instance } = useTranslation();
  const ready = hasAppNamespaces(instance);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    void ensureAppNamespaces(instance).then(() => !cancelled && setLoaded((n) => n + 1));
    return () => {
      cancelled = true;
    };
  }, [instance, ready, instance.language]);
  return ready;
}
