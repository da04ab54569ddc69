import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from './api-client';

/** Localized text for an API error code, falling back to `errors:unknown` for codes we do not know. */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation('errors');
  return useCallback(
    (error: unknown) => {
      const code = error instanceof ApiRequestError ? error.code : typeof error === 'string' ? error : 'unknown';
      return i18n.exists(`errors:${code}`) ? t(code) : t('unknown');
    },
    [t, i18n],
  );
}
