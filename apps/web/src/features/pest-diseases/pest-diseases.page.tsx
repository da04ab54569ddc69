import { useState } from 'react';
import { Badge, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PEST_HOSTS, PEST_KINDS, pestsEndpoints, type PestRecord } from '@rayyan/contracts';
import { ResourceListPage, listNames } from '../../app/ui/list/resource-list-page';
import { SideDrawer } from '../../app/ui/side-drawer';
import { PageTabs } from '../../app/ui/page-tabs';
import { useFormat } from '../../app/i18n/format';
import { withPestsI18n } from '../traps/pests-i18n';
import { PestDetails, PestName, useSeasonText } from './pest-details';
import { PESTS_QUERY_KEY, PestForm } from './pest-form';
import { pestText } from './pest-text';
import { ScoutingList } from './scouting-list';
import { choiceOptions } from '../../app/ui/choice-options';

/** The catalogue: name in the reader's language with its scientific name, kind, host crops, season, recent observations; details in a drawer. */
function Catalogue() {
  const { t, i18n } = useTranslation('pests');
  const format = useFormat();
  const season = useSeasonText();
  const [reading, setReading] = useState<PestRecord | null>(null);
  const month = format.dateTime({ month: 'long', timeZone: 'UTC' });
  return (
    <>
      <ResourceListPage<PestRecord>
        endpoints={pestsEndpoints.catalogue}
        queryKey={PESTS_QUERY_KEY}
        testId="pests"
        names={listNames(t, { title: 'pd.title', intro: 'pd.intro', search: 'pd.search', add: 'pd.add_pest', edit: 'pd.edit_pest', deleteTitle: 'pd.delete_pest_title', deleteConfirm: 'pd.delete_pest_confirm' })}
        rowTestKey={(pest) => pest.code}
        exportPrefix="pests-and-diseases"
        filters={[
          { name: 'host', label: t('pd.fields.hosts'), options: choiceOptions(t, PEST_HOSTS, 'pd.hosts') },
          { name: 'kind', label: t('pd.fields.kind'), options: choiceOptions(t, PEST_KINDS, 'pd.kinds') },
          {
            name: 'month',
            label: t('pd.fields.in_season'),
            options: Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: month.format(new Date(Date.UTC(2026, i, 1))) })),
          },
        ]}
        minWidth={900}
        columns={[
          {
            header: t('pd.fields.name'),
            cell: (pest) => <PestName pest={pest} />,
          },
          { header: t('pd.fields.kind'), style: { whiteSpace: 'nowrap', minWidth: 96 }, cell: (pest) => <Badge variant="light">{t(`pd.kinds.${pest.kind}`)}</Badge> },
          { header: t('pd.fields.hosts'), cell: (pest) => format.list({ type: 'unit' }).format(pest.hosts.map((h) => t(`pd.hosts.${h}`))) },
          { header: t('pd.fields.active_months'), cell: (pest) => season(pest.active_months) },
          { header: t('pd.fields.recent'), cellTestId: (pest) => `pest-recent-${pest.code}`, cell: (pest) => format.number().format(pest.recent_observations) },
        ]}
        rowName={(pest) => pestText(pest, 'name', i18n.language)}
        form={(pest, onDone) => <PestForm pest={pest} onDone={onDone} />}
        rowActions={(pest) => (
          <Button size="xs" variant="subtle" onClick={() => setReading(pest)} aria-label={t('pd.details_named', { name: pestText(pest, 'name', i18n.language) })} data-testid={`pest-details-${pest.code}`}>
            {t('pd.details')}
          </Button>
        )}
      />
      <SideDrawer opened={reading !== null} onClose={() => setReading(null)} title={t('pd.details')} testId="pest-details-drawer">
        {reading && <PestDetails pest={reading} />}
      </SideDrawer>
    </>
  );
}

/** `/pest-diseases` (issue #16): the catalogue of pests and diseases and the scouting observations, each tab's list unfiltered. */
function PestDiseasesPage() {
  const { t } = useTranslation('pests');
  return (
    <PageTabs
      tabs={['catalogue', 'scouting']}
      testId="pests"
      label={(name) => t(`pd.tabs.${name}`)}
      panels={{ catalogue: <Catalogue />, scouting: <ScoutingList /> }}
      dropOthers
    />
  );
}

export const Component = withPestsI18n(PestDiseasesPage);
