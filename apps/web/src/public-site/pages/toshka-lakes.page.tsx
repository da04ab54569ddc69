import { useTranslation } from 'react-i18next';
import { SitePage } from '../site-layout';
import { withSatelliteI18n } from '../../features/satellite/satellite-i18n';
import { ToshkaLakesView } from '../../features/satellite/toshka-lakes-view';

/** Public page `/toshkalakes` (issue #13): the Toshka lakes' water area from the water index, simulated offline and labelled so. */
function ToshkaLakesPage() {
  const { t } = useTranslation('satellite');
  return (
    <SitePage title={t('lakes.title')} lead={t('lakes.lead')}>
      <ToshkaLakesView />
    </SitePage>
  );
}

export const Component = withSatelliteI18n(ToshkaLakesPage);
