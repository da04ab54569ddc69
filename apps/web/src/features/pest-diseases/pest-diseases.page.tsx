import { useState } from 'react';
import { Badge, Button, Tabs, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { OBSERVATION_SEVERITIES, PEST_HOSTS, PEST_KINDS, pestsEndpoints, type ObservationRecord, type PestRecord } from '@rayyan/contracts';
import { ResourceListPage, type ResourceListPageProps } from '../../app/ui/list/resource-list-page';
import { SideDrawer } from '../../app/ui/side-drawer';
import { useFormat } from '../../app/i18n/format';
import { withPestsI18n } from '../traps/pests-i18n';
import { PestDetails, useSeasonText } from './pest-details';
import { PESTS_QUERY_KEY, PestForm } from './pest-form';
import { OBSERVATIONS_QUERY_KEY, ObservationForm } from './observation-form';
import { observedPestName, pestText } from './pest-text';

const SEVERITY_COLORS = { low: 'gray', moderate: 'yellow', high: 'orange', severe: 'red' } as const;

/** The list's texts for a record type of the page (its own delete question). */
function listText(t: TFunction, keys: { add: string; edit: string; deleteTitle: string; deleteConfirm: string }): ResourceListPageProps<{ id: string }>['text'] {
  return {
    add: t(keys.add),
    edit: t(keys.edit),
    deleteTitle: t(keys.deleteTitle),
    deleteConfirm: (name) => t(keys.deleteConfirm, { name }),
    deleted: t('deleted'),
    editNamed: (name) => t('edit_named', { name }),
    deleteNamed: (name) => t('delete_named', { name }),
  };
}

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
        title={t('pd.title')}
        intro={t('pd.intro')}
        testId="pests"
        itemTestId="pest"
        rowTestKey={(pest) => pest.code}
        exportPrefix="pests-and-diseases"
        searchLabel={t('pd.search')}
        filters={[
          { name: 'host', label: t('pd.fields.hosts'), options: PEST_HOSTS.map((v) => ({ value: v, label: t(`pd.hosts.${v}`) })), testId: 'pests-filter-host' },
          { name: 'kind', label: t('pd.fields.kind'), options: PEST_KINDS.map((v) => ({ value: v, label: t(`pd.kinds.${v}`) })), testId: 'pests-filter-kind' },
          {
            name: 'month',
            label: t('pd.fields.in_season'),
            options: Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: month.format(new Date(Date.UTC(2026, i, 1))) })),
            testId: 'pests-filter-month',
          },
        ]}
        minWidth={900}
        columns={[
          {
            header: t('pd.fields.name'),
            cell: (pest) => (
              <>
                <Text size="sm" fw={600} dir="auto">
                  {pestText(pest, 'name', i18n.language)}
                </Text>
                {pest.scientific_name && (
                  <Text size="xs" c="dimmed" fs="italic" dir="ltr" ta="start">
                    {pest.scientific_name}
                  </Text>
                )}
              </>
            ),
          },
          { header: t('pd.fields.kind'), style: { whiteSpace: 'nowrap', minWidth: 96 }, cell: (pest) => <Badge variant="light">{t(`pd.kinds.${pest.kind}`)}</Badge> },
          { header: t('pd.fields.hosts'), cell: (pest) => format.list({ type: 'unit' }).format(pest.hosts.map((h) => t(`pd.hosts.${h}`))) },
          { header: t('pd.fields.active_months'), cell: (pest) => season(pest.active_months) },
          { header: t('pd.fields.recent'), cellTestId: (pest) => `pest-recent-${pest.code}`, cell: (pest) => format.number().format(pest.recent_observations) },
        ]}
        rowName={(pest) => pestText(pest, 'name', i18n.language)}
        text={listText(t, { add: 'pd.add_pest', edit: 'pd.edit_pest', deleteTitle: 'pd.delete_pest_title', deleteConfirm: 'pd.delete_pest_confirm' })}
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

/** The scouting observations, newest first: date, pest, severity, count, place and note. */
function Scouting() {
  const { t, i18n } = useTranslation('pests');
  const format = useFormat();
  const day = format.dateTime({ dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <ResourceListPage<ObservationRecord>
      endpoints={pestsEndpoints.observations}
      queryKey={OBSERVATIONS_QUERY_KEY}
      refreshKey={['pests']}
      title={t('pd.tabs.scouting')}
      testId="observations"
      itemTestId="observation"
      exportPrefix="scouting-observations"
      searchLabel={t('pd.observations.search')}
      filters={[{ name: 'severity', label: t('pd.observations.fields.severity'), options: OBSERVATION_SEVERITIES.map((v) => ({ value: v, label: t(`pd.observations.severities.${v}`) })), testId: 'observations-filter-severity' }]}
      minWidth={860}
      columns={[
        { header: t('pd.observations.fields.observed_on'), style: { whiteSpace: 'nowrap' }, cell: (o) => day.format(new Date(`${o.observed_on}T00:00:00Z`)) },
        { header: t('pd.observations.fields.pest'), cell: (o) => <Text size="sm" fw={500} dir="auto">{observedPestName(o, i18n.language)}</Text> },
        { header: t('pd.observations.fields.severity'), cell: (o) => <Badge color={SEVERITY_COLORS[o.severity]} variant="light">{t(`pd.observations.severities.${o.severity}`)}</Badge> },
        { header: t('pd.observations.fields.count'), cell: (o) => (o.count === null ? '—' : format.number().format(o.count)) },
        { header: t('pd.observations.fields.place'), cell: (o) => <bdi>{o.place_code ?? (o.lat !== null ? `${format.number({ maximumFractionDigits: 4 }).format(o.lat)}, ${format.number({ maximumFractionDigits: 4 }).format(o.lng!)}` : '—')}</bdi> },
        { header: t('pd.observations.fields.note'), cell: (o) => <Text size="sm" dir="auto" lineClamp={2}>{o.note ?? '—'}</Text> },
      ]}
      rowName={(o) => observedPestName(o, i18n.language)}
      text={listText(t, { add: 'pd.observations.add', edit: 'pd.observations.edit', deleteTitle: 'pd.observations.delete_title', deleteConfirm: 'pd.observations.delete_confirm' })}
      form={(o, onDone) => <ObservationForm observation={o} onDone={onDone} />}
    />
  );
}

/** `/pest-diseases` (issue #16): the catalogue of pests and diseases and the scouting observations. */
function PestDiseasesPage() {
  const { t } = useTranslation('pests');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'scouting' ? 'scouting' : 'catalogue';
  return (
    <Tabs
      value={tab}
      onChange={(value) => setParams(value === 'scouting' ? { tab: 'scouting' } : {})}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        {(['catalogue', 'scouting'] as const).map((name) => (
          <Tabs.Tab key={name} value={name} data-testid={`pests-tab-${name}`}>
            {t(`pd.tabs.${name}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="catalogue">
        <Catalogue />
      </Tabs.Panel>
      <Tabs.Panel value="scouting">
        <Scouting />
      </Tabs.Panel>
    </Tabs>
  );
}

export const Component = withPestsI18n(PestDiseasesPage);
