import { useTranslation } from 'react-i18next';
import { Markdown } from '../../shared/markdown';
import { SitePage } from '../site-layout';
import { useSiteHref } from '../site-context';
import classes from '../site.module.css';

const ALFALFA_PAGES = [
  ['plantation', '/learning-zone/alfalfa/plantation'],
  ['irrigation', '/learning-zone/alfalfa/irrigation'],
  ['fertilization', '/learning-zone/alfalfa/fertilization'],
  ['insect_diseases', '/learning-zone/alfalfa/insectdiseases'],
  ['service', '/learning-zone/alfalfa/service'],
] as const;

/** A long-form page of the "guides" namespace (alfalfa pages, app policy), rendered from Markdown. */
export function GuidePage({ guide, alfalfa = false }: { guide: string; alfalfa?: boolean }) {
  const { t } = useTranslation(['guides', 'site']);
  const href = useSiteHref();
  const trail = alfalfa && guide !== 'alfalfa' ? [{ href: href('/learning-zone/alfalfa'), label: t('guides:alfalfa.title') }] : [];
  return (
    <SitePage title={t(`guides:${guide}.title`)} trail={trail}>
      <Markdown className={classes.prose} source={t(`guides:${guide}.body`)} />
      {alfalfa ? (
        <nav aria-label={t('guides:alfalfa.title')} style={{ marginBlockStart: '2rem' }}>
          <div className={classes.grid}>
            {ALFALFA_PAGES.filter(([key]) => key !== guide).map(([key, path]) => (
              <a key={key} className={`${classes.card} ${classes.cardLink}`} href={href(path)}>
                <h3>{t(`guides:${key}.title`)}</h3>
              </a>
            ))}
          </div>
        </nav>
      ) : null}
    </SitePage>
  );
}
