import { useTranslation } from 'react-i18next';
import { SitePage } from '../site-layout';
import { useSiteHref } from '../site-context';
import { Icon } from '../icons';
import classes from '../site.module.css';

/** `/Agri-Processing`: frozen vegetable processing, step by step. */
export function Component() {
  const { t } = useTranslation('site');
  const href = useSiteHref();
  return (
    <SitePage title={t('processing.title')} lead={t('processing.lead')}>
      <ol className={classes.grid} style={{ listStyle: 'none', padding: 0 }}>
        {[1, 2, 3, 4, 5].map((n) => (
          <li key={n} className={classes.card}>
            <span className={classes.icon}>{n === 4 ? <Icon name="snow" /> : <strong>{n}</strong>}</span>
            <h2 style={{ fontSize: '1.2rem', marginBlockStart: '0.6rem' }}>{t(`processing.step_${n}.title`)}</h2>
            <p>{t(`processing.step_${n}.text`)}</p>
          </li>
        ))}
      </ol>
      <p style={{ marginBlockStart: '2rem' }}>
        <a className={classes.button} href={href('/contact-us')}>{t('processing.ask')}</a>
      </p>
    </SitePage>
  );
}
