import { useState } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LAB_SAMPLE_STATUSES, LAB_SAMPLE_TYPES, labSamplesEndpoints, type LabSampleRecord } from '@rayyan/contracts';
import { ResourceListPage, listNames, sectionKeys } from '../../app/ui/list/resource-list-page';
import { SideDrawer } from '../../app/ui/side-drawer';
import { useListColumns } from '../../app/ui/list/list-columns';
import { withIrrigationI18n } from '../irrigation/irrigation-i18n';
import { LabResults } from './lab-results-drawer';
import { LabSampleForm } from './lab-sample-form';
import { LAB_SAMPLES_QUERY_KEY } from './lab-samples-api';
import { withLabI18n } from './lab-i18n';
import { choiceOptions } from '../../app/ui/choice-options';

/** `/labSamples`: soil, water and tissue samples with search, type and status filters, export, form and delete; each sample's results, report and sheet import. */
function LabSamplesPage() {
  const { t } = useTranslation('lab');
  const column = useListColumns<LabSampleRecord>(t, 'fields.');
  const [open, setOpen] = useState<LabSampleRecord | null>(null);
  return (
    <>
      <ResourceListPage<LabSampleRecord>
        endpoints={labSamplesEndpoints}
        queryKey={LAB_SAMPLES_QUERY_KEY}
        testId="lab-samples"
        names={listNames(t, { ...sectionKeys(''), add: 'add_sample', edit: 'edit_sample' })}
        rowTestKey={(s) => s.code}
        filters={[
          { name: 'sample_type', label: t('fields.sample_type'), options: choiceOptions(t, LAB_SAMPLE_TYPES, 'types'), width: 150, testId: 'lab-samples-filter-type' },
          { name: 'status', label: t('fields.status'), options: choiceOptions(t, LAB_SAMPLE_STATUSES, 'statuses'), width: 150 },
        ]}
        minWidth={1120}
        columns={[
          column.text('code'),
          column.name('name'),
          { header: t('fields.sample_type'), style: { whiteSpace: 'nowrap', minWidth: 96 }, cell: (s) => <Badge variant="light" color={{ soil: 'orange', water: 'blue', tissue: 'green' }[s.sample_type]}>{t(`types.${s.sample_type}`)}</Badge> },
          column.text('field_name', 'field'),
          column.day('sample_date'),
          column.text('laboratory'),
          {
            header: t('findings'),
            style: { minWidth: 150 },
            cell: (s) => (
              <Group gap={4}>
                {s.texture_class && <Badge variant="outline" color="teal">{t(`irrigation:texture.${s.texture_class}`)}</Badge>}
                {s.warnings.map((w) => <Badge key={w} variant="light" color="orange">{t(`warnings_short.${w}`)}</Badge>)}
                {!s.texture_class && s.warnings.length === 0 && <Text size="sm" c="dimmed">{t('results_count', { count: s.properties.length })}</Text>}
              </Group>
            ),
          },
          { header: t('fields.status'), style: { whiteSpace: 'nowrap', minWidth: 96 }, cell: (s) => <Badge variant="light" color={s.status === 'open' ? 'green' : 'gray'}>{t(`statuses.${s.status}`)}</Badge> },
        ]}
        rowName={(s) => s.code}
        form={(sample, onDone) => <LabSampleForm sample={sample} onDone={onDone} />}
        rowActions={(s) => (
          <Button size="xs" variant="light" onClick={() => setOpen(s)} aria-label={t('results_named', { name: s.code })} data-testid={`lab-sample-results-${s.code}`}>
            {t('results')}
          </Button>
        )}
      />
      <SideDrawer opened={open !== null} onClose={() => setOpen(null)} title={open ? t('results_of', { name: open.code }) : ''} testId="lab-results-drawer" size="xl">
        {open && <LabResults key={open.id} sample={open} />}
      </SideDrawer>
    </>
  );
}

export const Component = withIrrigationI18n(withLabI18n(LabSamplesPage));
