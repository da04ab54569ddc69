import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentNamespace } from '@rayyan/i18n/lazy';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@rayyan/contracts/constants';
import { ensureNamespaces } from './content-namespaces';

const asLanguage = (value: string): Language => ((LANGUAGES as readonly string[]).includes(value) ? (value as Language) : DEFAULT_LANGUAGE);

/**
 * True once the content namespaces are loaded for the current language. The public entry preloads
 * them before hydrating (true at once); inside the app they load on first use and on language change.
 */
export function useContentNamespaces(namespaces: readonly ContentNamespace[]): boolean {
  const { i18n } = useTranslation();
  const lang = asLanguage(i18n.language);
  const key = namespaces.join(',');
  const hasAll = () => namespaces.every((ns) => i18n.hasResourceBundle(lang, ns));
  const [loaded, setLoaded] = useState<string | null>(() => (hasAll() ? `${lang}:${key}` : null));
  const ready = loaded === `${lang}:${key}` || hasAll();
  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    void ensureNamespaces(i18n, lang, namespaces).then(() => {
      if (!cancelled) setLoaded(`${lang}:${key}`);
    });
    return () => {
      cancelled = true;
    };
    // `key` stands for `namespaces`, which callers pass as a fresh array literal.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n, lang, key, ready]);
  return ready;
}
