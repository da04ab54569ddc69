import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage } from './language';

/**
 * The language switch shown on every page (`data-testid="language-switch"`, accessible name "Language").
 * Each language is named in its own script so a reader can find theirs whatever the current language.
 */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation('common');
  return (
    <NativeSelect
      size={size}
      aria-label={t('language')}
      data-testid="language-switch"
      value={i18n.language}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLanguage(next)) void i18n.changeLanguage(next);
      }}
      data={[
        { value: 'en', label: t('language_en') },
        { value: 'ar', label: t('language_ar') },
      ]}
      w={110}
    />
  );
}
