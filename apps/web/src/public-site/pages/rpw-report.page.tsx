import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rpwReportEndpoints } from '@rayyan/contracts';
import { publicFetch } from '../../app/api/public-fetch';
import { PageHeader } from '../site-layout';
import classes from '../site.module.css';

/** Where the server writes the figures into the prerendered page (apps/server/src/modules/traps/rpw-report.routes.ts). */
const MARKER = '<!--rpw-figures-->';
const FIGURES_ID = 'rpw-figures';

/** The figures the server wrote into the page, read before the first render so hydration keeps them. */
function serverFigures(): string {
  if (typeof document === 'undefined') return MARKER;
  const html = document.getElementById(FIGURES_ID)?.innerHTML ?? '';
  return html === MARKER ? '' : html;
}

/**
 * `/reports/rpw` (issue #16): the public red palm weevil report, by region only. The page is prerendered; the server
 * writes the current figures (a table and a chart, cached and refreshed by a job) into it, so they are in the HTML
 * before scripts run. Opened by a link inside the app, the page asks the same figures from the API.
 */
export function Component() {
  const { t, i18n } = useTranslation('pests');
  const [figures, setFigures] = useState(serverFigures);
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  useEffect(() => {
    if (figures) return;
    const controller = new AbortController();
    publicFetch(`${rpwReportEndpoints.report.path}?lang=${lang}` as const, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ html: string }>) : null))
      .then((answer) => answer && setFigures(answer.html))
      .catch(() => undefined);
    return () => controller.abort();
  }, [figures, lang]);
  return (
    <div className={`${classes.container} ${classes.page}`}>
      <PageHeader title={t('rpw.title')} lead={t('rpw.intro')} />
      {!figures && <p>{t('rpw.loading')}</p>}
      <section id={FIGURES_ID} data-testid="rpw-figures" dangerouslySetInnerHTML={{ __html: figures }} suppressHydrationWarning />
    </div>
  );
}
