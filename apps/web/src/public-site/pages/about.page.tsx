import { useTranslation } from 'react-i18next';
import { SitePage } from '../site-layout';
import { useSiteHref } from '../site-context';
import classes from '../site.module.css';

/** `/about`: who Rayyan is, how the platform works and whom it serves. */
export function Component() {
  const { t } = useTranslation('site');
  const href = useSiteHref();
  return (
    <SitePage title={t('about.title')} lead={t('about.lead')}>
      <div className={classes.prose}>
        <h2>{t('about.mission_title')}</h2>
        <p>{t('about.mission_text')}</p>
        <h2>{t('about.how_title')}</h2>
        <ol>
          {[1, 2, 3, 4].map((n) => (
            <li key={n}>{t(`about.how_${n}`)}</li>
          ))}
        </ol>
        <h2>{t('about.who_title')}</h2>
        <p>{t('about.who_text')}</p>
        <h2>{t('about.channels_title')}</h2>
        <p>{t('about.channels_text')}</p>
        <p>
          <a className={classes.button} href={href('/contact-us')}>{t('nav.contact')}</a>
        </p>
      </div>
    </SitePage>
  );
}
