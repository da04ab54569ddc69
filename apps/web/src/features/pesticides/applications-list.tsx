import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pesticideApplicationsEndpoints, type PesticideApplicationRecord } from '@rayyan/contracts';
import { useFormat } from '../../app/i18n/format';
import { NameCell } from '../../app/ui/list/list-columns';
import { ResourceListPage, listNames, sectionKeys } from '../../app/ui/list/resource-list-page';
import { useLabFieldOptions } from '../lab-samples/lab-samples-api';
import { APPLICATIONS_QUERY_KEY, ApplicationForm, useProductOptions } from './application-form';

/** A flag's text wraps in a narrow cell instead of being cut. */
const WRAP = { label: { whiteSpace: 'normal' as const, overflow: 'visible' } };
const VERDICT_COLORS = { good: 'green', marginal: 'yellow', unsuitable: 'red' } as const;

/** The weather of the application's hour and that hour's spray verdict, labelled when simulated. */
function WeatherCell({ a }: { a: PesticideApplicationRecord }) {
  const { t } = useTranslation('pests');
  const nf = useFormat().number({ maximumFractionDigits: 1 });
  const w = a.weather;
  if (!w) return <Text size="sm" c="dimmed">{t('applications.no_weather')}</Text>;
  return (
    <Stack gap={2}>
      <Group gap={4}>
        <Badge color={VERDICT_COLORS[w.verdict]} variant="light" data-testid={`application-verdict-${a.id}`}>{t(`applications.verdicts.${w.verdict}`)}</Badge>
        {w.source === 'simulated' && <Text size="xs" c="dimmed">{t('applications.simulated')}</Text>}
      </Group>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('applications.weather_line', { temperature: nf.format(w.temperature_c), wind: nf.format(w.wind_speed_kmh), humidity: nf.format(w.relative_humidity_pct) })}
      </Text>
    </Stack>
  );
}

/** When it was sprayed, with red badges when a harvest falls inside its PHI or tasks inside its REI (first column: seen on a phone). */
function WhenCell({ a }: { a: PesticideApplicationRecord }) {
  const { t } = useTranslation('pests');
  const when = useFormat().dateTime({ dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{when.format(new Date(a.applied_at))}</Text>
      {a.harvest_in_phi && <Badge color="red" variant="filled" h="auto" styles={WRAP} data-testid={`application-phi-flag-${a.id}`}>{t('applications.harvest_in_phi')}</Badge>}
      {a.tasks_in_rei > 0 && <Badge color="red" variant="filled" h="auto" styles={WRAP} data-testid={`application-rei-flag-${a.id}`}>{t('applications.tasks_in_rei', { count: a.tasks_in_rei })}</Badge>}
    </Stack>
  );
}

/** The ends of the PHI and REI. */
function IntervalsCell({ a }: { a: PesticideApplicationRecord }) {
  const { t } = useTranslation('pests');
  const format = useFormat();
  const day = format.dateTime({ dateStyle: 'medium' });
  const moment = format.dateTime({ dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack gap={2}>
      <Text size="xs">{t('applications.phi_until', { date: day.format(new Date(a.phi_until)) })}</Text>
      <Text size="xs" c="dimmed">{t('applications.rei_until', { date: moment.format(new Date(a.rei_until)) })}</Text>
    </Stack>
  );
}

/** The "Applications" tab of `/pesticides` (issue #16): sprays by field and product, with the weather and flags. */
export function ApplicationsList() {
  const { t } = useTranslation('pests');
  const format = useFormat();
  const nf = format.number({ maximumFractionDigits: 2 });
  const fields = useLabFieldOptions();
  const products = useProductOptions();
  return (
    <ResourceListPage<PesticideApplicationRecord>
      endpoints={pesticideApplicationsEndpoints}
      queryKey={APPLICATIONS_QUERY_KEY}
      testId="applications"
      names={listNames(t, sectionKeys('applications', { intro: true }))}
      exportPrefix="pesticide-applications"
      filters={[
        { name: 'field_id', label: t('applications.fields.field_id'), options: fields.map((f) => ({ value: f.value.split(':')[1]!, label: f.label })), width: 240, searchable: true },
        { name: 'pesticide_id', label: t('applications.fields.pesticide_id'), options: products, width: 240, searchable: true, testId: 'applications-filter-product' },
      ]}
      minWidth={1040}
      columns={[
        { header: t('applications.fields.applied_at'), cell: (a) => <WhenCell a={a} /> },
        {
          header: t('applications.fields.pesticide_id'),
          cell: (a) => <NameCell name={a.pesticide_name} detail={a.field_name} fw={600} />,
        },
        {
          header: t('applications.fields.dose'),
          style: { whiteSpace: 'nowrap' },
          cell: (a) => (
            <>
              <Text size="sm">{`${nf.format(a.dose)} ${t(`pesticides.dose_units.${a.dose_unit}`)}`}</Text>
              <Text size="xs" c="dimmed">{t('applications.volume', { volume: nf.format(a.volume_l) })}</Text>
            </>
          ),
        },
        { header: t('applications.fields.operator_name'), cell: (a) => <Text size="sm" dir="auto">{a.operator_name ?? '—'}</Text> },
        { header: t('applications.fields.weather'), cell: (a) => <WeatherCell a={a} /> },
        { header: t('applications.fields.intervals'), cell: (a) => <IntervalsCell a={a} /> },
      ]}
      rowName={(a) => a.pesticide_name}
      form={(a, onDone) => <ApplicationForm application={a} onDone={onDone} />}
    />
  );
}
