import type appEn from './app-namespaces.en';

/**
 * The app's namespaces beyond the shell's (forms, lists, geography, people, settings…). Each language is
 * one chunk loaded on demand, so the signed-in shell carries neither language of them.
 */
export type AppNamespaces = typeof appEn;
export type AppNamespace = keyof AppNamespaces;
export type AppLanguage = 'en' | 'ar';

export const appNamespaces: readonly AppNamespace[] = ['auth', 'profile', 'pages', 'validation', 'lists', 'people', 'settings', 'geo', 'rotations'];

/** The app namespaces of one language (one chunk per language). */
export async function loadAppNamespaces(language: AppLanguage): Promise<Record<AppNamespace, Record<string, unknown>>> {
  const module = language === 'ar' ? await import('./app-namespaces.ar') : await import('./app-namespaces.en');
  return module.default;
}
