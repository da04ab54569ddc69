import { createContext, useContext } from 'react';
import type { Language } from '@rayyan/contracts';

/** Where a public page is rendered: the path (without query) and the page's language. */
export interface SiteLocation {
  path: string;
  lang: Language;
  /** Whether a session cookie is present: the header then offers "Open the platform". */
  signedIn: boolean;
}

export const SiteLocationContext = createContext<SiteLocation>({ path: '/', lang: 'en', signedIn: false });

export function useSiteLocation(): SiteLocation {
  return useContext(SiteLocationContext);
}

/**
 * The address of a public page in a language: English pages live at their path, Arabic ones at
 * `?lang=ar` (the server serves the prerendered file of that language; see prerendered-pages.ts).
 */
export function siteHref(path: string, lang: Language, extraQuery = ''): string {
  const params = new URLSearchParams(extraQuery);
  if (lang === 'ar') params.set('lang', 'ar');
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** A link builder bound to the current page's language. */
export function useSiteHref(): (path: string, extraQuery?: string) => string {
  const { lang } = useSiteLocation();
  return (path, extraQuery) => siteHref(path, lang, extraQuery);
}
