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

/** The footer's columns: a heading and its links, as NAV. */
const FOOTER = [
  ['footer.explore', [['/Agri-Tech/blogs', 'nav.blogs'], ['/Agri-Tech/packages', 'nav.packages'], ['/Agri-Tech/faq', 'nav.faq'], ['/learning-zone/alfalfa', 'nav.learning']]],
  ['footer.company', [['/about', 'nav.about'], ['/contact-us', 'nav.contact'], ['/apppolicy', 'nav.app_policy'], ['/test', 'nav.self_check']]],
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
            {FOOTER.map(([heading, links]) => (
              <div key={heading}>
                <h2>{t(heading)}</h2>
                <ul>
                  {links.map(([to, key]) => (
                    <li key={to}><a href={href(to)}>{t(key)}</a></li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <p className={classes.copy}>
            © {new Date().getFullYear()} {t('app_name')}. {t('footer.rights')}
          </p>
        </div>
      </footer>
    </div>
  );
}

/** A page of the site: its column with the breadcrumb trail, the heading and its lead, then the content. */
export function SitePage({ children, ...header }: { title: string; lead?: string; trail?: { href: string; label: string }[]; children: ReactNode }) {
  return (
    <div className={`${classes.container} ${classes.page}`}>
      <PageHeader {...header} />
      {children}
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
