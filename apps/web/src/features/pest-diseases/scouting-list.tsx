import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OBSERVATION_SEVERITIES, pestsEndpoints, type ObservationRecord } from '@rayyan/contracts';
import { ResourceListPage, listNames, sectionKeys } from '../../app/ui/list/resource-list-page';
import { useFormat } from '../../app/i18n/format';
import { OBSERVATIONS_QUERY_KEY, ObservationForm } from './observation-form';
import { observedPestName } from './pest-text';
import { choiceOptions } from '../../app/ui/choice-options';

const SEVERITY_COLORS = { low: 'gray', moderate: 'yellow', high: 'orange', severe: 'red' } as const;

/** The scouting observations, newest first: date, pest, severity, count, place and note (also a tab of /traps for tree farms). */
export function ScoutingList() {
  const { t, i18n } = useTranslation('pests');
  const format = useFormat();
  const day = format.dateTime({ dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <ResourceListPage<ObservationRecord>
      endpoints={pestsEndpoints.observations}
      queryKey={OBSERVATIONS_QUERY_KEY}
      refreshKey={['pests']}
      testId="observations"
      names={listNames(t, { ...sectionKeys('pd.observations'), title: 'pd.tabs.scouting' })}
      exportPrefix="scouting-observations"
      filters={[{ name: 'severity', label: t('pd.observations.fields.severity'), options: choiceOptions(t, OBSERVATION_SEVERITIES, 'pd.observations.severities') }]}
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
      form={(o, onDone) => <ObservationForm observation={o} onDone={onDone} />}
    />
  );
}
