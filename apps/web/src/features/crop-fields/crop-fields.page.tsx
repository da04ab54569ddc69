import { useState, type FormEvent } from 'react';
import { Badge, Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SEASONS, geographyEndpoints, irrigationEndpoints, startSeasonSchema, type CropFieldRecord } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useAlerts } from '../../app/alerts/use-alerts';
import { PageTitle } from '../../app/ui/page-title';
import { PermissionButton } from '../../app/permissions/permission-button';
import { useListParams } from '../../app/ui/list/use-list-params';
import { ConfirmDialog, ExportButton, ListPagination, ListTable, SearchInput } from '../../app/ui/list/list-parts';
import { SideDrawer } from '../../app/ui/side-drawer';
import { apiFieldErrors, isoDay, zodFieldErrors } from '../../app/ui/form-errors';
import { SaveError } from '../farms/form-parts';
import { GeoExportMenu } from '../farms/export-menu';
import { CROP_FIELDS_KEY, endSeason, listCropFields, startSeason } from '../map/geo-api';
import { FieldForm } from '../fields/field-form';
import { RotationsDrawer } from '../crop-rotations/rotations-drawer';
import { NextIrrigation, useIrrigationOverview } from '../fields/next-irrigation';
import { useFormat } from '../../app/i18n/format';

/** "Start season": season, planting date, expected harvest and yield → POST /api/crop-fields/{id}/season/. */
function StartSeasonForm({ field, onDone }: { field: CropFieldRecord; onDone: () => void }) {
  const { t, i18n } = useTranslation('geo');
  const api = useApi();
  const queryClient = useQueryClient();
  const { add } = useAlerts();
  const [draft, setDraft] = useState({ season: null as string | null, planting_date: isoDay(), expected_harvest_date: '', expected_yield_ton: null as number | null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const body = () => ({ season: draft.season ?? undefined, planting_date: draft.planting_date, expected_harvest_date: draft.expected_harvest_date || null, expected_yield_ton: draft.expected_yield_ton });
  const save = useMutation({
    mutationFn: () => startSeason(api, field.id, startSeasonSchema.parse(body())),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CROP_FIELDS_KEY });
      add({ id: 'season-started', message: t('season_started') });
      onDone();
    },
    onError: (error) => setErrors(apiFieldErrors(error, t, i18n)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = startSeasonSchema.safeParse(body());
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, t, i18n));
      return;
    }
    setErrors({});
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate data-testid="season-form">
      <Stack>
        <SaveError error={save.error} testId="season-form-save" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label={t('field.season')} data={SEASONS.map((s) => ({ value: s, label: t(`seasons.${s}`) }))} value={draft.season} onChange={(v) => setDraft((d) => ({ ...d, season: v }))} required error={errors.season} data-testid="season-form-season" />
          <TextInput type="date" dir="ltr" label={t('field.planting_date')} value={draft.planting_date} onChange={(e) => { const v = e.currentTarget.value; setDraft((d) => ({ ...d, planting_date: v })); }} required error={errors.planting_date} data-testid="season-form-planting_date" />
          <TextInput type="date" dir="ltr" label={t('field.expected_harvest_date')} value={draft.expected_harvest_date} onChange={(e) => { const v = e.currentTarget.value; setDraft((d) => ({ ...d, expected_harvest_date: v })); }} error={errors.expected_harvest_date} data-testid="season-form-expected_harvest_date" />
          <NumberInput label={t('field.expected_yield_ton')} value={draft.expected_yield_ton ?? ''} onChange={(v) => setDraft((d) => ({ ...d, expected_yield_ton: typeof v === 'number' ? v : null }))} min={0} error={errors.expected_yield_ton} data-testid="season-form-expected_yield_ton" />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>{t('cancel')}</Button>
          <Button type="submit" loading={save.isPending} data-testid="season-form-submit">{t('start_season')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `/crop-fields`: crop fields with season, state, area, irrigation and advisory; end or start a season; export; add field. */
export function Component() {
  const { t } = useTranslation('geo');
  const api = useApi();
  const queryClient = useQueryClient();
  const { add } = useAlerts();
  const list = useListParams([]);
  const [ending, setEnding] = useState<CropFieldRecord | null>(null);
  const [starting, setStarting] = useState<CropFieldRecord | null>(null);
  const [adding, setAdding] = useState(false);
  const [rotationsOf, setRotationsOf] = useState<CropFieldRecord | null>(null);
  const fields = useQuery({ queryKey: [...CROP_FIELDS_KEY, list.query], queryFn: () => listCropFields(api, list.query), placeholderData: keepPreviousData });
  const advice = useIrrigationOverview();
  const end = useMutation({
    mutationFn: (f: CropFieldRecord) => endSeason(api, f.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CROP_FIELDS_KEY });
      add({ id: 'season-ended', message: t('season_ended') });
      setEnding(null);
    },
  });
  const rows = fields.data?.results ?? [];
  const nf = useFormat().number({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const headers = [t('field.code'), t('field.name'), t('field.farm'), t('field.crop'), t('field.variety'), t('field.season'), t('field.season_state'), t('field.area_feddan'), t('field.irrigation_type'), t('field.next_irrigation'), t('lists:actions')];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <PageTitle>{t('crop_fields_title')}</PageTitle>
        <Group gap="sm" align="flex-start">
          <ExportButton endpoint={irrigationEndpoints.overviewExport} query="" filePrefix="irrigation-plan" label={t('irrigation_plan')} testId="crop-fields-irrigation-plan" />
          <GeoExportMenu endpoint={geographyEndpoints.cropFields.export} filters={list.search ? { search: list.search } : {}} filePrefix="crop-fields" testId="crop-fields-export" />
          <PermissionButton permission="farm_and_fields:create" onClick={() => setAdding(true)} data-testid="crop-fields-create">{t('add_field')}</PermissionButton>
        </Group>
      </Group>
      <Group role="search" aria-label={t('lists:filters')}>
        <SearchInput value={list.search} onSearch={list.setSearch} label={t('search_crop_fields')} testId="crop-fields-search" />
      </Group>
      <ListTable caption={t('crop_fields_title')} headers={headers} loading={fields.isPending} error={fields.error} empty={rows.length === 0} testId="crop-fields-table" minWidth={1100}>
        {rows.map((f) => (
          <Table.Tr key={f.id} data-testid={`crop-fields-row-${f.id}`}>
            <Table.Td><span dir="auto">{f.code}</span></Table.Td>
            <Table.Td><Text size="sm" fw={500} dir="auto">{f.name}</Text></Table.Td>
            <Table.Td><span dir="auto">{f.farm_code}</span></Table.Td>
            <Table.Td><span dir="auto">{f.crop}</span></Table.Td>
            <Table.Td><span dir="auto">{f.variety ?? '—'}</span></Table.Td>
            <Table.Td>{f.season ? t(`seasons.${f.season}`) : t('no_season')}</Table.Td>
            <Table.Td>{f.season_state ? <Badge variant="light" color={f.season_state === 'active' ? 'green' : 'gray'}>{t(`season_states.${f.season_state}`)}</Badge> : '—'}</Table.Td>
            <Table.Td>{nf.format(f.area_feddan)}</Table.Td>
            <Table.Td>{t(`crop_irrigation.${f.irrigation_type}`)}</Table.Td>
            <Table.Td><NextIrrigation item={advice?.get(f.id)} enabled={f.irrigation_advisory_enabled} season={f} testId={`crop-fields-next-irrigation-${f.id}`} /></Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Button size="xs" variant="default" onClick={() => setRotationsOf(f)} aria-label={`${t('rotations:action')} — ${f.code}`} data-testid={`crop-fields-rotations-${f.id}`}>{t('rotations:action')}</Button>
                <Button size="xs" variant="default" component={Link} to={`/crop-fields/${f.id}/irrigation`} aria-label={`${t('irrigation_action')} — ${f.code}`} data-testid={`crop-fields-irrigation-${f.id}`}>{t('irrigation_action')}</Button>
                {f.season_state === 'active' ? (
                  <PermissionButton permission="crop_season:end" size="xs" variant="light" color="orange" onClick={() => { end.reset(); setEnding(f); }} data-testid={`crop-fields-end-${f.id}`}>{t('end_season')}</PermissionButton>
                ) : (
                  <PermissionButton permission="crop_season:start" size="xs" variant="light" onClick={() => setStarting(f)} data-testid={`crop-fields-start-${f.id}`}>{t('start_season')}</PermissionButton>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      {fields.data && fields.data.count > 0 && <ListPagination count={fields.data.count} page={list.page} pageSize={list.pageSize} onPage={list.setPage} onPageSize={list.setPageSize} testId="crop-fields-pagination" />}
      <ConfirmDialog opened={ending !== null} title={t('end_season')} message={t('end_season_confirm', { name: ending?.name ?? '' })} confirmLabel={t('end_season')} color="orange" onConfirm={() => ending && end.mutate(ending)} onClose={() => setEnding(null)} loading={end.isPending} error={end.error} testId="end-season-confirm" />
      <Modal opened={starting !== null} onClose={() => setStarting(null)} title={t('start_season')} centered data-testid="start-season-modal">
        {starting && <StartSeasonForm field={starting} onDone={() => setStarting(null)} />}
      </Modal>
      <RotationsDrawer field={rotationsOf} onClose={() => setRotationsOf(null)} />
      <SideDrawer opened={adding} onClose={() => setAdding(false)} title={t('add_field')} testId="crop-field-drawer" size="xl">
        {adding && <FieldForm farm={null} onDone={() => setAdding(false)} />}
      </SideDrawer>
    </Stack>
  );
}
