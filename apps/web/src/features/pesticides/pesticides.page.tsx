import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PESTICIDE_FORMULATIONS, PESTICIDE_TOXICITY_CLASSES, pesticidesEndpoints, type PesticideRecord } from '@rayyan/contracts';
import { NameCell } from '../../app/ui/list/list-columns';
import { ResourceListPage, listNames, sectionKeys } from '../../app/ui/list/resource-list-page';
import { useFormat } from '../../app/i18n/format';
import { PageTabs } from '../../app/ui/page-tabs';
import { withPestsI18n } from '../traps/pests-i18n';
import { PESTICIDES_QUERY_KEY, PesticideForm } from './pesticide-form';
import { ApplicationsList } from './applications-list';
import { choiceOptions } from '../../app/ui/choice-options';

const TOXICITY_COLORS = { Ia: 'red', Ib: 'red', II: 'orange', III: 'yellow', U: 'green' } as const;

/** The registry with search, WHO class and formulation filters, export, add, edit and delete. */
function PesticidesRegistry() {
  const { t } = useTranslation('pests');
  const format = useFormat();
  const nf = format.number({ maximumFractionDigits: 2 });
  return (
    <ResourceListPage<PesticideRecord>
      endpoints={pesticidesEndpoints}
      queryKey={PESTICIDES_QUERY_KEY}
      testId="pesticides"
      names={listNames(t, sectionKeys('pesticides', { intro: true }))}
      filters={[
        { name: 'toxicity_class', label: t('pesticides.fields.toxicity_class'), options: choiceOptions(t, PESTICIDE_TOXICITY_CLASSES, 'pesticides.toxicity'), width: 240, testId: 'pesticides-filter-toxicity' },
        { name: 'formulation', label: t('pesticides.fields.formulation'), options: choiceOptions(t, PESTICIDE_FORMULATIONS, 'pesticides.formulations'), width: 240 },
      ]}
      minWidth={960}
      columns={[
        {
          header: t('pesticides.fields.trade_name'),
          cell: (p) => <NameCell name={p.trade_name} detail={p.active_ingredient} fw={600} />,
        },
        { header: t('pesticides.fields.formulation'), cell: (p) => p.formulation },
        { header: t('pesticides.fields.dose'), style: { whiteSpace: 'nowrap' }, cell: (p) => `${nf.format(p.dose)} ${t(`pesticides.dose_units.${p.dose_unit}`)} ${t(`pesticides.dose_bases.${p.dose_basis}`)}` },
        { header: t('pesticides.fields.target_pests'), cell: (p) => <Text size="sm" dir="auto">{p.target_pests ?? '—'}</Text> },
        {
          header: t('pesticides.fields.intervals'),
          style: { whiteSpace: 'nowrap' },
          cell: (p) => (
            <>
              <Text size="sm">{t('pesticides.phi', { days: nf.format(p.pre_harvest_interval_days) })}</Text>
              <Text size="xs" c="dimmed">{t('pesticides.rei', { hours: nf.format(p.re_entry_interval_hours) })}</Text>
            </>
          ),
        },
        { header: t('pesticides.fields.toxicity_class'), cell: (p) => <Badge color={TOXICITY_COLORS[p.toxicity_class]} variant="light">{p.toxicity_class}</Badge> },
      ]}
      rowName={(p) => p.trade_name}
      form={(p, onDone) => <PesticideForm pesticide={p} onDone={onDone} />}
    />
  );
}

/** `/pesticides` (issue #16): the registry and, on `?tab=applications`, the sprays recorded with it. */
function PesticidesPage() {
  const { t } = useTranslation('pests');
  return (
    <PageTabs
      tabs={['registry', 'applications']}
      testId="pesticides"
      label={(name) => t(`applications.tabs.${name}`)}
      panels={{ registry: <PesticidesRegistry />, applications: <ApplicationsList /> }}
    />
  );
}

export const Component = withPestsI18n(PesticidesPage);
