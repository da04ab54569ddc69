import type { i18n } from 'i18next';
import { loadContentNamespace, type ContentNamespace } from '@rayyan/i18n/lazy';
import type { Language } from '@rayyan/contracts';

export type Bundles = Partial<Record<ContentNamespace, Record<string, unknown>>>;

/** Loads content namespaces (a public page's, or a feature's lazy ones), in one language, in parallel. */
export async function loadBundles(lang: Language, namespaces: readonly ContentNamespace[]): Promise<Bundles> {
  const entries = await Promise.all(namespaces.map(async (ns) => [ns, await loadContentNamespace(lang, ns)] as const));
  return Object.fromEntries(entries);
}

/** Adds missing namespaces of `lang` to an existing instance (the app's, when it shows public pages or a feature's lazy namespaces). */
export async function ensureNamespaces(instance: i18n, lang: Language, namespaces: readonly ContentNamespace[]): Promise<void> {
  const missing = namespaces.filter((ns) => !instance.hasResourceBundle(lang, ns));
  const bundles = await loadBundles(lang, missing);
  for (const [ns, messages] of Object.entries(bundles)) instance.addResourceBundle(lang, ns, messages, true, false);
}
