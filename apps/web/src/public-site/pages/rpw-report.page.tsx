import { useTranslation } from 'react-i18next';
import { rpwReportEndpoints } from '@rayyan/contracts';
import { SitePage } from '../site-layout';
import { ServerFigures } from '../server-figures';

/**
 * `/reports/rpw` (issue #16): the public red palm weevil report, by region only. The page is prerendered; the server
 * writes the current figures (a table and a chart, cached and refreshed by a job) into it, so they are in the HTML
 * before scripts run (apps/server/src/modules/traps/rpw-report.routes.ts).
 */
export function Component() {
  const { t, i18n } = useTranslation('pests');
  return (
    <SitePage title={t('rpw.title')} lead={t('rpw.intro')}>
      <ServerFigures id="rpw-figures" marker="<!--rpw-figures-->" path={rpwReportEndpoints.report.path} lang={i18n.language === 'ar' ? 'ar' : 'en'} loading={t('rpw.loading')} testId="rpw-figures" />
    </SitePage>
  );
}
