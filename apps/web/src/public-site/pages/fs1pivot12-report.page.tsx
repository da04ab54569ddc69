import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publicPivotReportEndpoints } from '@rayyan/contracts';
import { publicFetch } from '../../app/api/public-fetch';
import { PageHeader } from '../site-layout';
import classes from '../site.module.css';

/** Where the server writes the figures into the prerendered page (apps/server/src/modules/reports/public-pivot-report.routes.ts). */
const MARKER = '<!--pivot-report-->';
const FIGURES_ID = 'pivot-report';

/** The figures the server wrote into the page, read before the first render so hydration keeps them. */
function serverFigures(): string {
  if (typeof document === 'undefined') return MARKER;
  const html = document.getElementById(FIGURES_ID)?.innerHTML ?? '';
  return html === MARKER ? '' : html;
}

/**
 * `/fs1pivot12report` (issue #17): the public, read-only season report of the demo pivot "FS1 Pivot 12": crop and
 * season, water advised and applied, the vegetation trend and the yield. The page is prerendered and the server
 * writes the figures into it, so they are in the HTML before scripts run; opened inside the app, it asks the API.
 */
export function Component() {
  const { t, i18n } = useTranslation('reports');
  const [figures, setFigures] = useState(serverFigures);
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  useEffect(() => {
    if (figures) return;
    const controller = new AbortController();
    publicFetch(`${publicPivotReportEndpoints.report.path}?lang=${lang}` as const, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ html: string }>) : null))
      .then((answer) => answer && setFigures(answer.html))
      .catch(() => undefined);
    return () => controller.abort();
  }, [figures, lang]);
  return (
    <div className={`${classes.container} ${classes.page}`}>
      <PageHeader title={t('public.title')} lead={t('public.lead')} />
      {!figures && <p>{t('loading')}</p>}
      <section id={FIGURES_ID} className={classes.pivotReport} data-testid="pivot-report" dangerouslySetInnerHTML={{ __html: figures }} suppressHydrationWarning />
    </div>
  );
}
