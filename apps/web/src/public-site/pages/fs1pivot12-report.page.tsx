import { useTranslation } from 'react-i18next';
import { publicPivotReportEndpoints } from '@rayyan/contracts';
import { SitePage } from '../site-layout';
import { ServerFigures } from '../server-figures';
import classes from '../site.module.css';

/**
 * `/fs1pivot12report` (issue #17): the public, read-only season report of the demo pivot "FS1 Pivot 12": crop and
 * season, water advised and applied, the vegetation trend and the yield. The page is prerendered and the server
 * writes the figures into it (apps/server/src/modules/reports/public-pivot-report.routes.ts).
 */
export function Component() {
  const { t, i18n } = useTranslation('reports');
  return (
    <SitePage title={t('public.title')} lead={t('public.lead')}>
      <ServerFigures
        id="pivot-report"
        marker="<!--pivot-report-->"
        path={publicPivotReportEndpoints.report.path}
        lang={i18n.language === 'ar' ? 'ar' : 'en'}
        loading={t('loading')}
        className={classes.pivotReport}
        testId="pivot-report"
      />
    </SitePage>
  );
}
