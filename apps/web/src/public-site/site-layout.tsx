import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { siteHref, useSiteHref, useSiteLocation } from './site-context';
import { LogoMark } from './icons';
import classes from './site.module.css';

const NAV = [
  ['/about', 'nav.about'],
  ['/Agri-Tech', 'nav.agri_tech'],
  ['/learning-zone/alfalfa', 'nav.learning'],
  ['/Agri-Trade', 'nav.agri_trade'],
  ['/Agri-Processing', 'nav.agri_processing'],
  ['/contact-us', 'nav.contact'],
] as const;

/** The frame of every public page: header with navigation, language link and log-in, and the footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('site');
  const { path, lang, signedIn } = useSiteLocation();
  const href = useSiteHref();
  const other = lang === 'ar' ? 'en' : 'ar';
  const current = (to: string) => (path === to || (to !== '/' && path.startsWith(to + '/')) ? 'page' : undefined);
  const links = NAV.map(([to, key]) => (
    <a key={to} href={href(to)} aria-current={current(to)} data-testid={to === '/contact-us' ? 'public-contact-link' : undefined}>
      {t(key)}
    </a>
  ));
  return (
    <div className={classes.site} lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
      <a className={classes.skip} href="#main-content">
        {t('nav.skip')}
      </a>
      <header className={classes.header}>
        <div className={`${classes.container} ${classes.headerRow}`}>
          <a className={classes.logo} href={href('/')} data-testid="logo" aria-label={t('app_name')}>
            <LogoMark />
            <span>{t('app_name')}</span>
          </a>
          <nav className={classes.nav} aria-label={t('nav.main_nav')}>
            {links}
          </nav>
          <div className={classes.actions}>
            <a
              className={classes.langLink}
              href={siteHref(path, other, other === 'en' ? 'lang=en' : '')}
              hrefLang={other}
              lang={other}
              data-testid="site-language-link"
            >
              {t('nav.switch_language')}
            </a>
            {signedIn ? (
              <a className={classes.buttonSmall} href="/">
                {t('nav.open_platform')}
              </a>
            ) : (
              <a className={classes.buttonSmall} href="/auth/login" data-testid="public-login-link">
                {t('nav.login')}
              </a>
            )}
            <details className={classes.menu}>
              <summary>{t('nav.menu')}</summary>
              <nav className={classes.menuPanel} aria-label={t('nav.main_nav')}>
                {links}
              </nav>
            </details>
          </div>
        </div>
      </header>
      <main id="main-content" className={classes.main}>
        {children}
      </main>
      <footer className={classes.footer}>
        <div className={classes.container}>
          <div className={classes.footerGrid}>
            <div>
              <a className={classes.logo} href={href('/')} style={{ color: '#fff' }}>
                <LogoMark />
                <span style={{ color: '#fff' }}>{t('app_name')}</span>
              </a>
              <p>{t('footer.about')}</p>
            </div>
            <div>
              <h2>{t('footer.explore')}</h2>
              <ul>
                <li><a href={href('/Agri-Tech/blogs')}>{t('nav.blogs')}</a></li>
                <li><a href={href('/Agri-Tech/packages')}>{t('nav.packages')}</a></li>
                <li><a href={href('/Agri-Tech/faq')}>{t('nav.faq')}</a></li>
                <li><a href={href('/learning-zone/alfalfa')}>{t('nav.learning')}</a></li>
              </ul>
            </div>
            <div>
              <h2>{t('footer.company')}</h2>
              <ul>
                <li><a href={href('/about')}>{t('nav.about')}</a></li>
                <li><a href={href('/contact-us')}>{t('nav.contact')}</a></li>
                <li><a href={href('/apppolicy')}>{t('nav.app_policy')}</a></li>
                <li><a href={href('/test')}>{t('nav.self_check')}</a></li>
              </ul>
            </div>
          </div>
          <p className={classes.copy}>
            © {new Date().getFullYear()} {t('app_name')}. {t('footer.rights')}
          </p>
        </div>
      </footer>
    </div>
  );
}

/** A page heading with its breadcrumb trail. */
export function PageHeader({ title, lead, trail = [] }: { title: string; lead?: string; trail?: { href: string; label: string }[] }) {
  const { t } = useTranslation('site');
  const href = useSiteHref();
  return (
    <>
      <nav aria-label={t('nav.breadcrumb')}>
        <ol className={classes.crumbs}>
          <li><a href={href('/')}>{t('nav.home')}</a></li>
          {trail.map((item) => (
            <li key={item.href}><a href={item.href}>{item.label}</a></li>
          ))}
        </ol>
      </nav>
      <h1>{title}</h1>
      {lead ? <p className={classes.lead}>{lead}</p> : null}
    </>
  );
}
