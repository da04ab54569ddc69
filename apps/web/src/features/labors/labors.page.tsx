import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SALARY_PERIODS, laborsEndpoints, type LaborRecord } from '@rayyan/contracts';
import { ResourceListPage, usualListText } from '../../app/ui/list/resource-list-page';
import { useFormat } from '../../app/i18n/format';
import { LABORS_QUERY_KEY } from './labors-api';
import { LaborForm } from './labor-form';
import { choiceOptions } from '../../app/ui/choice-options';

/** `/labors`: labourers with search, salary period and status filters, pages, export, form and delete. */
export function Component() {
  const { t } = useTranslation('people');
  const format = useFormat();
  const money = (l: LaborRecord) => format.number({ style: 'currency', currency: l.currency, maximumFractionDigits: 2 }).format(l.salary);
  const date = (d: string | null) => (d ? format.dateTime({ dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(d)) : '—');
  return (
    <ResourceListPage<LaborRecord>
      endpoints={laborsEndpoints}
      queryKey={LABORS_QUERY_KEY}
      title={t('labors_title')}
      testId="labors"
      itemTestId="labor"
      searchLabel={t('search_labors')}
      filters={[
        { name: 'salary_period', label: t('labor_fields.salary_period'), options: choiceOptions(t, SALARY_PERIODS, 'salary_periods'), testId: 'labors-filter-period' },
        { name: 'status', label: t('status'), options: [{ value: 'active', label: t('in_service') }, { value: 'left', label: t('left') }], width: 160, testId: 'labors-filter-status' },
      ]}
      minWidth={900}
      columns={[
        { header: t('labor_fields.code'), cell: (l) => <span dir="auto">{l.code ?? '—'}</span> },
        { header: t('labor_fields.name'), cell: (l) => <Text dir="auto" size="sm" fw={500}>{l.name}</Text> },
        { header: t('labor_fields.phone'), cell: (l) => <span dir="ltr">{l.phone ?? '—'}</span> },
        { header: t('labor_fields.salary'), cell: (l) => <>{money(l)} <Text span size="xs" c="dimmed">/ {t(`salary_periods.${l.salary_period}`)}</Text></> },
        { header: t('labor_fields.join_date'), cell: (l) => date(l.join_date) },
        { header: t('labor_fields.leave_date'), cell: (l) => <>{date(l.leave_date)}{l.leaving_reason && <Text size="xs" c="dimmed">{t(`leaving_reasons.${l.leaving_reason}`)}</Text>}</> },
        {
          header: t('status'),
          style: { whiteSpace: 'nowrap', minWidth: 96 },
          cell: (l) => <Badge variant="light" color={l.leave_date ? 'gray' : 'green'}>{l.leave_date ? t('left') : t('in_service')}</Badge>,
        },
      ]}
      rowName={(l) => l.name}
      text={usualListText(t, { add: 'add_labor', edit: 'edit_labor', deleteTitle: 'delete_labor_title' })}
      form={(labor, onDone) => <LaborForm labor={labor} onDone={onDone} />}
    />
  );
}
