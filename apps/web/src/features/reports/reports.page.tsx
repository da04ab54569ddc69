import { useState } from 'react';
import { Button, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { geographyEndpoints, reportsEndpoints } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';
import { downloadEndpoint } from '../../app/api/endpoint-download';
import { PageTitle } from '../../app/ui/page-title';
import { ErrorLine } from '../../app/ui/error-line';
import { useSetParam } from '../../app/ui/use-set-param';
import { SideDrawer } from '../../app/ui/side-drawer';
import { withLazyNamespaces } from '../../shared/lazy-namespaces';
import { ExecutiveReportView } from './executive-report-view';
import { HarvestForm } from './harvest-form';

const isoDay = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Reports and Dashboard (`/reports`, issue #17): the report picker (the executive report), its filters kept in the
 * address (farm, period: the last 90 days by default), the report on screen, and its Excel and PDF downloads in the
 * reader's language.
 */
function ReportsPage() {
  const { t, i18n } = useTranslation('reports');
  const api = useApi();
  const [params] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const farmId = params.get('farm') ?? '';
  const from = params.get('from') ?? isoDay(-90);
  const to = params.get('to') ?? isoDay();
  const set = useSetParam();
  const farms = useQuery({
    queryKey: ['reports', 'farms'],
    queryFn: ({ signal }) => callEndpoint(api, geographyEndpoints.farms.list, { query: { page: 1, page_size: 100 }, signal }),
  });
  const query = { farm_id: farmId, from, to };
  const report = useQuery({
    queryKey: ['reports', 'executive', farmId, from, to],
    enabled: Boolean(farmId),
    queryFn: ({ signal }) => callEndpoint(api, reportsEndpoints.executive, { query, signal }),
  });
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const download = useMutation({
    mutationFn: (format: 'xlsx' | 'pdf') => downloadEndpoint(api, reportsEndpoints.executive, `executive-report-${from}-${to}.${format}`, { query: { ...query, format, lang } }),
  });
  const farmOptions = (farms.data?.results ?? []).map((f) => ({ value: f.id, label: `${f.name} (${f.code})` }));
  return (
    <Stack gap="md">
      <PageTitle>{t('title')}</PageTitle>
      <Group align="flex-end" wrap="wrap">
        <Select label={t('picker')} data={[{ value: 'executive', label: t('executive') }]} value="executive" allowDeselect={false} data-testid="report-picker" w={220} />
        <Select
          label={t('farm')}
          data={farmOptions}
          value={farmId || null}
          onChange={(v) => set('farm', v)}
          searchable
          placeholder={t('choose_farm')}
          data-testid="report-farm"
          w={260}
        />
        <TextInput type="date" label={t('from')} value={from} onChange={(e) => set('from', e.currentTarget.value)} dir="ltr" data-testid="report-from" />
        <TextInput type="date" label={t('to')} value={to} onChange={(e) => set('to', e.currentTarget.value)} dir="ltr" data-testid="report-to" />
      </Group>
      {farmId && (
        <Group>
          <Button variant="default" onClick={() => download.mutate('xlsx')} loading={download.isPending && download.variables === 'xlsx'} data-testid="report-download-xlsx">
            {t('download_excel')}
          </Button>
          <Button variant="default" onClick={() => download.mutate('pdf')} loading={download.isPending && download.variables === 'pdf'} data-testid="report-download-pdf">
            {t('download_pdf')}
          </Button>
          {report.data && report.data.fields.length > 0 && (
            <Button variant="light" onClick={() => setAdding(true)} data-testid="report-add-harvest">
              {t('harvests.add')}
            </Button>
          )}
          <ErrorLine error={download.error} size="sm" />
        </Group>
      )}
      {farms.isSuccess && farmOptions.length === 0 && <Text c="dimmed">{t('no_farms')}</Text>}
      {!farmId && farmOptions.length > 0 && <Text c="dimmed">{t('choose_farm')}</Text>}
      {farmId && report.isPending && (
        <Group>
          <Loader size="sm" />
          <Text c="dimmed">{t('loading')}</Text>
        </Group>
      )}
      <ErrorLine error={report.error} />
      {report.data && <ExecutiveReportView report={report.data} />}
      <SideDrawer opened={adding} onClose={() => setAdding(false)} title={t('harvests.add')} testId="harvest-drawer">
        {adding && report.data && <HarvestForm fields={report.data.fields} onDone={() => setAdding(false)} />}
      </SideDrawer>
    </Stack>
  );
}

export const Component = withLazyNamespaces(['reports'], ReportsPage);
