import { shellResources } from './shell';
import enApp from './app-namespaces.en';
import arApp from './app-namespaces.ar';

/**
 * Namespaced message catalogues; every key exists in both languages (checked by scripts/check-i18n.mjs).
 * The web app bundles only `shellResources` (./shell.ts) and loads the rest per language
 * (./app-namespaces.ts); the server and tests take them all from here.
 */
export const resources = {
  en: { ...shellResources.en, ...enApp },
  ar: { ...shellResources.ar, ...arApp },
} as const;

export const namespaces = Object.keys(resources.en) as (keyof (typeof resources)['en'])[];
export type Namespace = (typeof namespaces)[number];
export { contentNamespaces, loadContentNamespace, type ContentNamespace, type ContentLanguage } from './lazy';
export { shellResources, shellNamespaces, type ShellNamespace } from './shell';
export { appNamespaces, loadAppNamespaces, type AppNamespace, type AppLanguage } from './app-namespaces';
