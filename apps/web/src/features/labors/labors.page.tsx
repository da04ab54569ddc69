import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SALARY_PERIODS, laborsEndpoints, type LaborRecord } from '@rayyan/contracts';
import { ResourceListPage, listNames, nounKeys } from '../../app/ui/list/resource-list-page';
import { useFormat } from '../../app/i18n/format';
import { dayText } from '../../app/i18n/day-text';
import { useListColumns } from '../../app/ui/list/list-columns';
import { LABORS_QUERY_KEY } from './labors-api';
import { LaborForm } from './labor-form';
import { choiceOptions } from '../../app/ui/choice-options';

/** `/labors`: labourers with search, salary period and status filters, pages, export, form and delete. */
export function Component() {
  const { t } = useTranslation('people');
  const format = useFormat();
  const money = (l: LaborRecord) => format.number({ style: 'currency', currency: l.currency, maximumFractionDigits: 2 }).format(l.salary);
  const column = useListColumns<LaborRecord>(t, 'labor_fields.');
  return (
    <ResourceListPage<LaborRecord>
      endpoints={laborsEndpoints}
      queryKey={LABORS_QUERY_KEY}
      testId="labors"
      names={listNames(t, nounKeys('labor'))}
      filters={[
        { name: 'salary_period', label: t('labor_fields.salary_period'), options: choiceOptions(t, SALARY_PERIODS, 'salary_periods'), testId: 'labors-filter-period' },
        { name: 'status', label: t('status'), options: [{ value: 'active', label: t('in_service') }, { value: 'left', label: t('left') }], width: 160 },
      ]}
      minWidth={900}
      columns={[
        column.text('code'),
        column.name('name'),
        column.ltr('phone'),
        { header: t('labor_fields.salary'), cell: (l) => <>{money(l)} <Text span size="xs" c="dimmed">/ {t(`salary_periods.${l.salary_period}`)}</Text></> },
        column.day('join_date'),
        { header: t('labor_fields.leave_date'), cell: (l) => <>{dayText(format, l.leave_date)}{l.leaving_reason && <Text size="xs" c="dimmed">{t(`leaving_reasons.${l.leaving_reason}`)}</Text>}</> },
        {
          header: t('status'),
          style: { whiteSpace: 'nowrap', minWidth: 96 },
          cell: (l) => <Badge variant="light" color={l.leave_date ? 'gray' : 'green'}>{l.leave_date ? t('left') : t('in_service')}</Badge>,
        },
      ]}
      rowName={(l) => l.name}
      form={(labor, onDone) => <LaborForm labor={labor} onDone={onDone} />}
    />
  );
}
