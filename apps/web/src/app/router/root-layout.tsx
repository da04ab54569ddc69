import { Outlet, ScrollRestoration } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotAuthorisedProvider } from '../shell/not-authorised';
import classes from './root-layout.module.css';

/** The root route: skip link, the not-authorised popup state and scroll restoration around every page. */
export function RootLayout() {
  const { t } = useTranslation('shell');
  return (
    <NotAuthorisedProvider>
      <a href="#main-content" className={classes.skipLink}>
        {t('skip_to_content')}
      </a>
      <Outlet />
      <ScrollRestoration />
    </NotAuthorisedProvider>
  );
}
