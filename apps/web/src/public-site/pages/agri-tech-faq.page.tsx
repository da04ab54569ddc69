import { useTranslation } from 'react-i18next';
import { SitePage } from '../site-layout';
import { useSiteHref } from '../site-context';
import classes from '../site.module.css';

export const FAQ_COUNT = 9;

/** `/Agri-Tech/faq`: questions and answers, each a native disclosure (works before JavaScript). */
export function Component() {
  const { t } = useTranslation('site');
  const href = useSiteHref();
  return (
    <SitePage title={t('faq.title')} trail={[{ href: href('/Agri-Tech'), label: t('nav.agri_tech') }]}>
      <div className={`${classes.faq} ${classes.prose}`}>
        {Array.from({ length: FAQ_COUNT }, (_, i) => (
          <details key={i} open={i === 0}>
            <summary>{t(`faq.q${i + 1}.question`)}</summary>
            <p>{t(`faq.q${i + 1}.answer`)}</p>
          </details>
        ))}
      </div>
    </SitePage>
  );
}
