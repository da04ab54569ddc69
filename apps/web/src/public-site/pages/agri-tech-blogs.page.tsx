import { useTranslation } from 'react-i18next';
import { SitePage } from '../site-layout';
import { useSiteHref } from '../site-context';
import { ARTICLES } from '../site-pages';
import classes from '../site.module.css';

/** `/Agri-Tech/blogs`: the four articles of spec point 2. */
export function Component() {
  const { t } = useTranslation(['site', 'articles']);
  const href = useSiteHref();
  return (
    <SitePage title={t('blogs.title')} lead={t('blogs.lead')} trail={[{ href: href('/Agri-Tech'), label: t('nav.agri_tech') }]}>
      <div className={classes.grid}>
        {ARTICLES.map((article) => (
          <a key={article.slug} className={`${classes.card} ${classes.cardLink}`} href={href(`/Agri-Tech/blogs/${article.slug}`)} data-testid={`article-${article.slug}`}>
            <h2 style={{ fontSize: '1.25rem' }}>{t(`articles:${article.key}.title`)}</h2>
            <p>{t(`articles:${article.key}.summary`)}</p>
            <p style={{ marginBlockStart: '0.75rem', color: 'var(--site-green-9)', fontWeight: 700 }}>{t('nav.read_more')}</p>
          </a>
        ))}
      </div>
    </SitePage>
  );
}
