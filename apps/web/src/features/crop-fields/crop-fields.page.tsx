import { useState, type FormEvent } from 'react';
import { Badge, Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SEASONS, geographyEndpoints, irrigationEndpoints, startSeasonSchema, type CropFieldListItem } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { PermissionButton } from '../../app/permissions/permission-button';
import { ConfirmDialog, ExportButton } from '../../app/ui/list/list-parts';
import { NameCell } from '../../app/ui/list/list-columns';
import { useSave } from '../../app/ui/use-save';
import { ResourceListPage } from '../../app/ui/list/resource-list-page';
import { withCropsI18n } from '../crop-profiles/crops-i18n';
import { cropLabel } from '../crop-profiles/crop-label';
import { apiFieldErrors, isoDay, zodFieldErrors } from '../../app/ui/form-errors';
import { SaveError } from '../farms/form-parts';
import { GeoExportMenu } from '../farms/export-menu';
import { CROP_FIELDS_KEY, endSeason, startSeason } from '../map/geo-api';
import { FieldForm } from '../fields/field-form';
import { RotationsDrawer } from '../crop-rotations/rotations-drawer';
import { NextIrrigation, useIrrigationOverview } from '../fields/next-irrigation';
import { useFormat } from '../../app/i18n/format';

/** "Start season": season, planting date, expected harvest and yield → POST /api/crop-fields/{id}/season/. */
function StartSeasonForm({ field, onDone }: { field: CropFieldListItem; onDone: () => void }) {
  const { t, i18n } = useTranslation('geo');
  const api = useApi();
  const [draft, setDraft] = useState({ season: null as string | null, planting_date: isoDay(), expected_harvest_date: '', expected_yield_ton: null as number | null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const body = () => ({ season: draft.season ?? undefined, planting_date: draft.planting_date, expected_harvest_date: draft.expected_harvest_date || null, expected_yield_ton: draft.expected_yield_ton });
  const save = useSave({
    mutationFn: () => startSeason(api, field.id, startSeasonSchema.parse(body())),
    refresh: [CROP_FIELDS_KEY],
    saved: { id: 'season-started', message: t('season_started') },
    onSaved: onDone,
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
function CropFieldsPage() {
  const { t } = useTranslation('geo');
  const api = useApi();
  const [ending, setEnding] = useState<CropFieldListItem | null>(null);
  const [starting, setStarting] = useState<CropFieldListItem | null>(null);
  const [rotationsOf, setRotationsOf] = useState<CropFieldListItem | null>(null);
  const advice = useIrrigationOverview();
  const end = useSave({
    mutationFn: (f: CropFieldListItem) => endSeason(api, f.id),
    refresh: [CROP_FIELDS_KEY],
    saved: { id: 'season-ended', message: t('season_ended') },
    onSaved: () => setEnding(null),
  });
  const nf = useFormat().number({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const { list, create, export: geoExport } = geographyEndpoints.cropFields;
  return (
    <Stack gap="md">
      <ResourceListPage<CropFieldListItem>
        endpoints={{ list, create }}
        queryKey={CROP_FIELDS_KEY}
        title={t('crop_fields_title')}
        testId="crop-fields"
        searchLabel={t('search_crop_fields')}
        actions={(params) => (
          <>
            <ExportButton endpoint={irrigationEndpoints.overviewExport} query="" filePrefix="irrigation-plan" label={t('irrigation_plan')} testId="crop-fields-irrigation-plan" />
            <GeoExportMenu endpoint={geoExport} filters={params.search ? { search: params.search } : {}} filePrefix="crop-fields" testId="crop-fields-export" />
          </>
        )}
        minWidth={1100}
        columns={[
          { header: t('field.code'), cell: (f) => <span dir="auto">{f.code}</span> },
          { header: t('field.name'), cell: (f) => <NameCell name={f.name} /> },
          { header: t('field.farm'), cell: (f) => <span dir="auto">{f.farm_code}</span> },
          { header: t('field.crop'), cell: (f) => <span dir="auto">{cropLabel(f.crop, f.season, t)}</span> },
          { header: t('field.variety'), cell: (f) => <span dir="auto">{f.variety ?? '—'}</span> },
          { header: t('field.season'), cell: (f) => (f.season ? t(`seasons.${f.season}`) : t('no_season')) },
          {
            header: t('field.season_state'),
            // A badge never shrinks to "AC…" in a crowded row.
            style: { whiteSpace: 'nowrap', minWidth: 96 },
            cell: (f) => (f.season_state ? <Badge variant="light" color={f.season_state === 'active' ? 'green' : 'gray'}>{t(`season_states.${f.season_state}`)}</Badge> : '—'),
          },
          { header: t('field.area_feddan'), cell: (f) => nf.format(f.area_feddan) },
          { header: t('field.irrigation_type'), cell: (f) => t(`crop_irrigation.${f.irrigation_type}`) },
          {
            header: t('field.next_irrigation'),
            cell: (f) => <NextIrrigation item={advice?.get(f.id)} enabled={f.irrigation_advisory_enabled} season={f} testId={`crop-fields-next-irrigation-${f.id}`} />,
          },
        ]}
        rowName={(f) => f.name}
        text={{ add: t('add_field'), edit: t('add_field') }}
        rowActions={(f) => (
          <>
            <Button size="xs" variant="default" onClick={() => setRotationsOf(f)} aria-label={`${t('rotations:action')} — ${f.code}`} data-testid={`crop-fields-rotations-${f.id}`}>{t('rotations:action')}</Button>
            <Button size="xs" variant="default" component={Link} to={`/crop-fields/${f.id}/irrigation`} aria-label={`${t('irrigation_action')} — ${f.code}`} data-testid={`crop-fields-irrigation-${f.id}`}>{t('irrigation_action')}</Button>
            <Button size="xs" variant="default" component={Link} to={`/crop-fields/${f.id}/satellite`} aria-label={`${t('crop_health_action')} — ${f.code}`} data-testid={`crop-fields-satellite-${f.id}`}>{t('crop_health_action')}</Button>
            {f.season_state === 'active' ? (
              <PermissionButton permission="crop_season:end" size="xs" variant="light" color="orange" onClick={() => { end.reset(); setEnding(f); }} data-testid={`crop-fields-end-${f.id}`}>{t('end_season')}</PermissionButton>
            ) : (
              <PermissionButton permission="crop_season:start" size="xs" variant="light" onClick={() => setStarting(f)} data-testid={`crop-fields-start-${f.id}`}>{t('start_season')}</PermissionButton>
            )}
          </>
        )}
        drawer={{ size: 'xl' }}
        form={(_field, onDone) => <FieldForm farm={null} onDone={onDone} />}
      />
      <ConfirmDialog opened={ending !== null} title={t('end_season')} message={t('end_season_confirm', { name: ending?.name ?? '' })} confirmLabel={t('end_season')} color="orange" onConfirm={() => ending && end.mutate(ending)} onClose={() => setEnding(null)} loading={end.isPending} error={end.error} testId="end-season-confirm" />
      <Modal opened={starting !== null} onClose={() => setStarting(null)} title={t('start_season')} centered data-testid="start-season-modal">
        {starting && <StartSeasonForm field={starting} onDone={() => setStarting(null)} />}
      </Modal>
      <RotationsDrawer field={rotationsOf} onClose={() => setRotationsOf(null)} />
    </Stack>
  );
}

export const Component = withCropsI18n(CropFieldsPage);
