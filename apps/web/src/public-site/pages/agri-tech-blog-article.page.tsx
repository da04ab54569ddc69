import { useTranslation } from 'react-i18next';
import { Markdown } from '../../shared/markdown';
import { PageHeader, SitePage } from '../site-layout';
import { useSiteHref, useSiteLocation } from '../site-context';
import { ARTICLES } from '../site-pages';
import classes from '../site.module.css';

/** `/Agri-Tech/blogs/:slug`: one article in the reading view. */
export function Component() {
  const { t } = useTranslation(['site', 'articles']);
  const { path } = useSiteLocation();
  const href = useSiteHref();
  const slug = path.replace(/\/+$/, '').split('/').pop();
  const article = ARTICLES.find((a) => a.slug === slug);
  const trail = [
    { href: href('/Agri-Tech'), label: t('nav.agri_tech') },
    { href: href('/Agri-Tech/blogs'), label: t('nav.blogs') },
  ];
  if (!article) {
    return (
      <SitePage title={t('not_found.title')} lead={t('blogs.not_found')} trail={trail}>
        <a href={href('/Agri-Tech/blogs')}>{t('nav.back_to_blogs')}</a>
      </SitePage>
    );
  }
  return (
    <article className={`${classes.container} ${classes.page}`} data-testid="article">
      <PageHeader title={t(`articles:${article.key}.title`)} lead={t(`articles:${article.key}.summary`)} trail={trail} />
      <Markdown className={classes.prose} source={t(`articles:${article.key}.body`)} />
      <p style={{ marginBlockStart: '2rem' }}>
        <a href={href('/Agri-Tech/blogs')}>{t('nav.back_to_blogs')}</a>
      </p>
    </article>
  );
}
