import { useSyncExternalStore, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { Language } from '@rayyan/contracts/constants';
import { SiteLocationContext } from './site-context';
import { SiteLayout } from './site-layout';

const noSubscription = () => () => {};
/** A session cookie is present (the app keeps the access token in `token`). */
const hasSessionCookie = () => /(?:^|;\s*)token=/.test(document.cookie);

/**
 * A public page with its frame, as the prerenderer renders it and the public entry hydrates it.
 * The prerendered HTML is the visitors' version; a signed-in reader's header changes after hydration.
 */
export function SiteApp({ i18n: instance, path, lang, Page }: { i18n: i18n; path: string; lang: Language; Page: ComponentType }) {
  const signedIn = useSyncExternalStore(noSubscription, hasSessionCookie, () => false);
  return (
    <I18nextProvider i18n={instance}>
      <SiteLocationContext.Provider value={{ path, lang, signedIn }}>
        <SiteLayout>
          <Page />
        </SiteLayout>
      </SiteLocationContext.Provider>
    </I18nextProvider>
  );
}
