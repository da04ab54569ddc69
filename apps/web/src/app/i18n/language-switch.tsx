import { useTranslation } from 'react-i18next';
import { isLanguage } from './language';
import classes from './language-switch.module.css';

/**
 * The language switch shown on every page (`data-testid="language-switch"`, accessible name "Language").
 * Each language is named in its own script so a reader can find theirs whatever the current language.
 */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation('common');
  return (
    <select
      className={classes.select}
      data-size={size}
      aria-label={t('language')}
      data-testid="language-switch"
      value={i18n.language}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLanguage(next)) void i18n.changeLanguage(next);
      }}
    >
      <option value="en">{t('language_en')}</option>
      <option value="ar">{t('language_ar')}</option>
    </select>
  );
}
