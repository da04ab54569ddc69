import { useEffect, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import { DEFAULT_LANGUAGE } from '@rayyan/contracts';
import { ServicesContext, type AppServices } from './services';
import { directionFor, isLanguage, persistLanguage } from './i18n/language';
import { themeFor } from './theme';
import { AlertStack } from './alerts/alert-stack';
import { ForbiddenPolicyToasts } from './permissions/forbidden-policy-toasts';

/** Keeps the cookie, `<html lang dir>` and Mantine's direction in step with the i18next language. */
function LanguageSync() {
  const { i18n: instance } = useTranslation();
  const { setDirection } = useDirection();
  useEffect(() => {
    const apply = (language: string) => {
      const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
      persistLanguage(lang);
      setDirection(directionFor(lang));
    };
    apply(instance.language);
    instance.on('languageChanged', apply);
    return () => instance.off('languageChanged', apply);
  }, [instance, setDirection]);
  return null;
}

/** Mantine with the theme (fonts) of the current language. */
function ThemedMantine({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
  const { i18n: instance } = useTranslation();
  const language = isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
  return (
    <MantineProvider theme={themeFor(language)} env={env}>
      {children}
    </MantineProvider>
  );
}

export interface AppProvidersProps {
  services: AppServices;
  i18n: i18n;
  children: ReactNode;
  /** `test` turns off Mantine transitions and portals for render tests. */
  env?: 'default' | 'test';
}

/** Everything a page needs around it: translations, direction, theme, server-state cache, services, toasts. */
export function AppProviders({ services, i18n: instance, children, env }: AppProvidersProps) {
  const language = isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
  return (
    <I18nextProvider i18n={instance}>
      <DirectionProvider initialDirection={directionFor(language)} detectDirection={false}>
        <ThemedMantine env={env}>
          <QueryClientProvider client={services.queryClient}>
            <ServicesContext.Provider value={services}>
              <LanguageSync />
              <ForbiddenPolicyToasts />
              {children}
              <AlertStack />
            </ServicesContext.Provider>
          </QueryClientProvider>
        </ThemedMantine>
      </DirectionProvider>
    </I18nextProvider>
  );
}
