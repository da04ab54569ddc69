import { useTranslation } from 'react-i18next';
import { SitePage } from '../site-layout';
import { useSiteHref } from '../site-context';
import { Icon, type IconName } from '../icons';
import classes from '../site.module.css';

const PRODUCTS: [string, IconName][] = [
  ['onion', 'leaf'],
  ['potatoes', 'grid'],
  ['alfalfa_hay', 'truck'],
];

/** `/Agri-Trade`: fresh onion, potatoes and alfalfa hay (spec 1). */
export function Component() {
  const { t } = useTranslation('site');
  const href = useSiteHref();
  return (
    <SitePage title={t('trade.title')} lead={t('trade.lead')}>
      <div className={classes.grid}>
        {PRODUCTS.map(([key, icon]) => (
          <div key={key} className={classes.card}>
            <span className={classes.icon}><Icon name={icon} /></span>
            <h2 style={{ fontSize: '1.3rem', marginBlockStart: '0.6rem' }}>{t(`trade.${key}.title`)}</h2>
            <p>{t(`trade.${key}.text`)}</p>
          </div>
        ))}
      </div>
      <p className={classes.lead} style={{ marginBlockStart: '2rem' }}>{t('trade.traceability')}</p>
      <a className={classes.button} href={href('/contact-us')}>{t('trade.ask')}</a>
    </SitePage>
  );
}
