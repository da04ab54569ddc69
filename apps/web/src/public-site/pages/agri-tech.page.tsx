import { useTranslation } from 'react-i18next';
import { SitePage } from '../site-layout';
import { useSiteHref } from '../site-context';
import { ARTICLES } from '../site-pages';
import classes from '../site.module.css';

/** `/Agri-Tech`: the technology pages: blog, packages and FAQ. */
export function Component() {
  const { t } = useTranslation(['site', 'articles']);
  const href = useSiteHref();
  return (
    <SitePage title={t('agri_tech.title')} lead={t('agri_tech.lead')}>
      <div className={classes.grid}>
        <a className={`${classes.card} ${classes.cardLink}`} href={href('/Agri-Tech/blogs')}>
          <h2>{t('nav.blogs')}</h2>
          <p>{t('agri_tech.blogs_text')}</p>
        </a>
        <a className={`${classes.card} ${classes.cardLink}`} href={href('/Agri-Tech/packages')}>
          <h2>{t('nav.packages')}</h2>
          <p>{t('agri_tech.packages_text')}</p>
        </a>
        <a className={`${classes.card} ${classes.cardLink}`} href={href('/Agri-Tech/faq')}>
          <h2>{t('nav.faq')}</h2>
          <p>{t('agri_tech.faq_text')}</p>
        </a>
      </div>
      <h2 style={{ marginBlockStart: '2.5rem' }}>{t('blogs.title')}</h2>
      <ul>
        {ARTICLES.map((article) => (
          <li key={article.slug}>
            <a href={href(`/Agri-Tech/blogs/${article.slug}`)}>{t(`articles:${article.key}.title`)}</a>
          </li>
        ))}
      </ul>
    </SitePage>
  );
}
