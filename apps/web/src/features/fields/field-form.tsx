import { useMemo, useReducer, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Checkbox, Group, Loader, NumberInput, Select, SimpleGrid, Stack, Stepper, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CROP_IRRIGATION_TYPES, FIELD_PERMANENCE, SEASONS, TREE_IRRIGATION_TYPES, TREE_TYPES, WATER_SOURCES,
  createCropFieldSchema, createTreeFieldSchema, startSeasonSchema, updateCropFieldSchema, updateTreeFieldSchema, type CropFieldListItem, type CropFieldRecord, type FarmRecord, type TreeFieldListItem, type TreeFieldRecord,
} from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useAlerts } from '../../app/alerts/use-alerts';
import { ApiRequestError } from '../../app/api/api-client';
import { useErrorText } from '../../app/api/use-error-text';
import { apiFieldErrors, zodFieldErrors } from '../../app/ui/form-errors';
import { CROP_FIELDS_KEY, FARMS_KEY, FIELDS_KEY, createCropField, createTreeField, getCropField, getTreeField, listAll, listFarms, listFieldMap, startSeason, updateCropField, updateTreeField } from '../map/geo-api';
import { SHAPE_COLORS, type MapShape } from '../map/map-types';
import { BorderStep } from '../farms/border-step';
import { borderChanged, geoFormReducer, initialGeoFormState } from '../farms/farm-form-state';
import { SaveError, WizardMessage, splitList } from '../farms/form-parts';
import { useFormat } from '../../app/i18n/format';
import { areaOf } from '../map/area';
import { PivotMachineFields } from './pivot-machine-fields';

type Draft = Record<string, string | number | boolean | null>;

const TREE_DEFAULTS: Draft = {
  code: '', name: '', rows: null, columns: null, blocked_spots: null, plants_per_spot: null, tree_type: 'date_palm', irrigation_type: 'drip', irrigation_factor_pct: 100,
  varieties: '', side_crops: '', water_source: 'underground', main_valve: '', filtering_units: null, permanence: 'permanent', irrigation_advisory_enabled: true,
};
const CROP_DEFAULTS: Draft = {
  code: '', name: '', crop: '', variety: '', irrigation_type: 'center_pivot', official_area_feddan: null, sectors: null, hd_imagery: false, advanced_irrigation: false,
  daily_images_enabled: false, irrigation_advisory_enabled: true, season: null, planting_date: '', expected_harvest_date: '', expected_yield_ton: null,
  pivot_towers: null, pivot_length_m: null, pivot_end_gun: false, pivot_capacity_m3_h: null, pivot_hours_per_revolution: null,
};

/** The details of a stored field, as the form's draft (editing). */
function draftOf(field: TreeFieldRecord | CropFieldRecord): Draft {
  if ('crop' in field) {
    return {
      ...CROP_DEFAULTS, code: field.code, name: field.name, crop: field.crop, variety: field.variety ?? '', irrigation_type: field.irrigation_type, official_area_feddan: field.official_area_feddan,
      sectors: field.sectors, hd_imagery: field.hd_imagery, advanced_irrigation: field.advanced_irrigation, daily_images_enabled: field.daily_images_enabled, irrigation_advisory_enabled: field.irrigation_advisory_enabled,
      pivot_towers: field.pivot_towers, pivot_length_m: field.pivot_length_m, pivot_end_gun: field.pivot_end_gun, pivot_capacity_m3_h: field.pivot_capacity_m3_h, pivot_hours_per_revolution: field.pivot_hours_per_revolution,
    };
  }
  return {
    ...TREE_DEFAULTS, code: field.code, name: field.name, rows: field.rows, columns: field.columns, blocked_spots: field.blocked_spots, plants_per_spot: field.plants_per_spot, tree_type: field.tree_type,
    irrigation_type: field.irrigation_type, irrigation_factor_pct: field.irrigation_factor_pct, varieties: field.varieties.join(', '), side_crops: field.side_crops.join(', '),
    water_source: field.water_source, main_valve: field.main_valve ?? '', filtering_units: field.filtering_units, permanence: field.permanence,
    irrigation_advisory_enabled: field.irrigation_advisory_enabled,
  };
}

/**
 * "Add field", or with `field` (a list row, which has no border) "Edit field": the form opens once the field's record,
 * border included, is read (GET /api/fields/{id}/ or /api/crop-fields/{id}/).
 */
export function FieldForm({ farm, field, onDone }: { farm: FarmRecord | null; field?: TreeFieldListItem | CropFieldListItem; onDone: () => void }) {
  const { t } = useTranslation('geo');
  const api = useApi();
  const errorText = useErrorText();
  const isCrop = field !== undefined && 'crop' in field;
  const record = useQuery({
    queryKey: [...(isCrop ? CROP_FIELDS_KEY : FIELDS_KEY), 'one', field?.id],
    queryFn: ({ signal }): Promise<TreeFieldRecord | CropFieldRecord> => (isCrop ? getCropField(api, field.id, signal) : getTreeField(api, field!.id, signal)),
    enabled: field !== undefined,
  });
  if (!field) return <FieldWizard farm={farm} onDone={onDone} />;
  // Read fresh on opening: the form starts from the border as stored now.
  if (!record.isFetchedAfterMount) return <Group justify="center" py="xl"><Loader aria-label={t('common:loading')} data-testid="field-form-loading" /></Group>;
  if (!record.data || record.isError) return <Alert color="red" variant="light" role="alert" data-testid="field-form-load-error">{errorText(record.error)}</Alert>;
  return <FieldWizard farm={farm} field={record.data} onDone={onDone} />;
}

/**
 * Step 0 choose the farm (when not given), step 1 draw inside the farm, step 2 tree or crop field details.
 * With `field` (and its farm) it edits: prefilled, saved with PATCH; seasons stay with the season actions.
 */
function FieldWizard({ farm: givenFarm, field: editing, onDone }: { farm: FarmRecord | null; field?: TreeFieldRecord | CropFieldRecord; onDone: () => void }) {
  const { t, i18n } = useTranslation('geo');
  const format = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const { add } = useAlerts();
  const toFarm = (f: FarmRecord) => ({ id: f.id, code: f.code, farming_type: f.farming_type, center: f.center, zoom: f.zoom, geometry: f.geometry });
  const [state, dispatch] = useReducer(
    geoFormReducer,
    { target: 'field', farm: givenFarm ? toFarm(givenFarm) : undefined, edit: editing && { id: editing.id, geometry: editing.geometry, pivot: 'pivot' in editing ? editing.pivot : null } },
    initialGeoFormState,
  );
  const farms = useQuery({ queryKey: [...FARMS_KEY, 'all'], queryFn: () => listAll((q) => listFarms(api, q)), enabled: !givenFarm });
  const farm = givenFarm ?? farms.data?.find((f) => f.id === state.farm_id) ?? null;
  const isCrop = (farm?.farming_type ?? state.farming_type) === 'crop';
  // The farm's existing fields are shown while drawing, so a new one can be placed beside them (the map's borders, as the farm's page reads them).
  const existing = useQuery({
    queryKey: [...(isCrop ? CROP_FIELDS_KEY : FIELDS_KEY), 'farm', state.farm_id, 'map'],
    queryFn: () => listFieldMap(api, isCrop ? 'crop' : 'tree', { farm_id: state.farm_id! }),
    enabled: !!state.farm_id,
  });
  const [draft, setDraft] = useState<Draft>(() => (editing ? draftOf(editing) : givenFarm?.farming_type === 'crop' ? CROP_DEFAULTS : TREE_DEFAULTS));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<[number, number] | null>(null);
  const [overlaps, setOverlaps] = useState<string[] | null>(null);
  const set = (key: string) => (value: string | number | boolean | null) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // A message stops applying once its field changes ("This field is required" under a crop just chosen).
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const opt = (v: string | number | boolean | null | undefined) => (v === '' || v === null || v === undefined ? undefined : v);
  const bodyFrom = () => {
    const common = { farm_id: state.farm_id ?? undefined, code: draft.code, name: draft.name };
    if (isCrop) {
      const geometry = state.pivot ? undefined : state.field_geo ?? undefined;
      return {
        ...common, crop: draft.crop, variety: draft.variety, irrigation_type: opt(draft.irrigation_type), official_area_feddan: opt(draft.official_area_feddan),
        sectors: opt(draft.sectors), hd_imagery: !!draft.hd_imagery, advanced_irrigation: !!draft.advanced_irrigation, daily_images_enabled: !!draft.daily_images_enabled,
        irrigation_advisory_enabled: !!draft.irrigation_advisory_enabled, pivot: state.pivot ?? undefined, geometry,
        // The machine is sent even when emptied (null clears it); only center pivots show it.
        ...(draft.irrigation_type === 'center_pivot'
          ? { pivot_towers: draft.pivot_towers ?? null, pivot_length_m: draft.pivot_length_m ?? null, pivot_end_gun: !!draft.pivot_end_gun, pivot_capacity_m3_h: draft.pivot_capacity_m3_h ?? null, pivot_hours_per_revolution: draft.pivot_hours_per_revolution ?? null }
          : {}),
        ...(draft.season && draft.planting_date ? { season: draft.season, planting_date: draft.planting_date, expected_harvest_date: opt(draft.expected_harvest_date), expected_yield_ton: opt(draft.expected_yield_ton) } : {}),
      };
    }
    return {
      ...common, rows: opt(draft.rows), columns: opt(draft.columns), blocked_spots: opt(draft.blocked_spots), plants_per_spot: opt(draft.plants_per_spot),
      tree_type: opt(draft.tree_type), irrigation_type: opt(draft.irrigation_type), irrigation_factor_pct: opt(draft.irrigation_factor_pct),
      varieties: splitList(String(draft.varieties ?? '')), side_crops: splitList(String(draft.side_crops ?? '')), water_source: opt(draft.water_source),
      main_valve: draft.main_valve, filtering_units: opt(draft.filtering_units), permanence: opt(draft.permanence), geometry: state.field_geo ?? undefined,
      irrigation_advisory_enabled: !!draft.irrigation_advisory_enabled,
    };
  };

  // An edit leaves out the farm and the season, and sends the border (or pivot) only when it was redrawn.
  const patchFrom = () => {
    const { farm_id: _farm, geometry, pivot, season: _s, planting_date: _p, expected_harvest_date: _h, expected_yield_ton: _y, ...rest } = bodyFrom() as Record<string, unknown>;
    if (!borderChanged(state, editing?.geometry)) return rest;
    if (!isCrop) return { ...rest, geometry };
    return pivot ? { ...rest, pivot } : { ...rest, geometry: state.field_geo ?? undefined, pivot: null };
  };
  const save = useMutation({
    mutationFn: async (): Promise<TreeFieldRecord | CropFieldRecord> => {
      if (editing) return isCrop ? updateCropField(api, editing.id, updateCropFieldSchema.parse(patchFrom())) : updateTreeField(api, editing.id, updateTreeFieldSchema.parse(patchFrom()));
      const body = bodyFrom();
      if (!isCrop) return createTreeField(api, createTreeFieldSchema.parse(body));
      const field = await createCropField(api, createCropFieldSchema.parse(body));
      // The season is its own record: started right after the field when the form names one.
      if ('season' in body && body.season && body.planting_date) {
        await startSeason(api, field.id, startSeasonSchema.parse({ season: body.season, planting_date: body.planting_date, expected_harvest_date: body.expected_harvest_date ?? null, expected_yield_ton: body.expected_yield_ton ?? null }));
      }
      return field;
    },
    onSuccess: async (field) => {
      dispatch({ type: 'saved', id: field.id });
      await queryClient.invalidateQueries({ queryKey: isCrop ? CROP_FIELDS_KEY : FIELDS_KEY });
      await queryClient.invalidateQueries({ queryKey: FARMS_KEY });
      add({ id: 'field-saved', message: t(editing ? 'field_updated' : 'field_saved') });
      if (field.overlapping_field_ids.length) setOverlaps(field.overlapping_field_ids);
      else onDone();
    },
    onError: (error) => {
      setErrors(apiFieldErrors(error, t, i18n, { duplicate_code: 'code' }));
      if (error instanceof ApiRequestError && (error.location || error.code === 'field_outside_farm')) {
        setProblem(error.location ?? null);
        dispatch({ type: 'open_step', step: 1 });
      }
    },
  });

  const required = isCrop ? ['code', 'name', 'crop'] : ['code', 'name'];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = required.filter((k) => !String(draft[k] ?? '').trim());
    dispatch({ type: 'submit_details', complete: missing.length === 0 });
    if (missing.length || !state.field_geo) {
      setErrors(Object.fromEntries(missing.map((k) => [k, t('validation:required')])));
      return;
    }
    const parsed = editing ? (isCrop ? updateCropFieldSchema : updateTreeFieldSchema).safeParse(patchFrom()) : (isCrop ? createCropFieldSchema : createTreeFieldSchema).safeParse(bodyFrom());
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, t, i18n));
      return;
    }
    setErrors({});
    save.mutate();
  };

  const text = (key: string, o: { required?: boolean; type?: string; description?: string } = {}) => (
    <TextInput key={key} label={t(`field.${key}`)} value={String(draft[key] ?? '')} onChange={(e) => set(key)(e.currentTarget.value)} error={errors[key]} required={o.required} type={o.type} description={o.description} dir={o.type === 'date' ? 'ltr' : 'auto'} data-testid={`field-form-${key}`} />
  );
  const num = (key: string, o: { min?: number; max?: number; decimal?: boolean } = {}) => (
    <NumberInput key={key} label={t(`field.${key}`)} value={(draft[key] as number | null) ?? ''} onChange={(v) => set(key)(typeof v === 'number' ? v : null)} min={o.min ?? 0} max={o.max} allowDecimal={!!o.decimal} error={errors[key]} data-testid={`field-form-${key}`} />
  );
  const select = (key: string, values: readonly string[], prefix: string, o: { clearable?: boolean } = {}) => (
    <Select key={key} label={t(`field.${key}`)} data={values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) }))} value={(draft[key] as string | null) ?? null} onChange={set(key)} clearable={o.clearable} allowDeselect={!!o.clearable} error={errors[key]} data-testid={`field-form-${key}`} />
  );
  const check = (key: string) => <Checkbox key={key} label={t(`field.${key}`)} checked={!!draft[key]} onChange={(e) => set(key)(e.currentTarget.checked)} data-testid={`field-form-${key}`} />;

  const rows = Number(draft.rows ?? 0), columns = Number(draft.columns ?? 0), blocked = Number(draft.blocked_spots ?? 0), perSpot = Number(draft.plants_per_spot ?? 0);
  const spots = rows * columns;
  const free = Math.max(0, spots - blocked);
  const readonly = (label: string, value: number, testId: string): ReactNode => <TextInput label={label} value={format.number().format(value)} readOnly variant="filled" data-testid={testId} />;

  const reference = useMemo<MapShape[]>(
    () => (farm ? [{ id: farm.id, kind: 'reference', color: SHAPE_COLORS.reference, geometry: farm.geometry }, ...(existing.data?.results ?? []).filter((f) => f.id !== editing?.id).map((f) => ({ id: f.id, kind: 'field' as const, color: SHAPE_COLORS.field, geometry: f.geometry }))] : []),
    [farm, existing.data, editing?.id],
  );
  const steps = givenFarm ? ([1, 2] as const) : ([0, 1, 2] as const);
  return (
    <Stack gap="md" data-testid="field-form">
      <Stepper active={steps.indexOf(state.step as never)} onStepClick={(i) => dispatch({ type: 'open_step', step: steps[i]! })} size="sm">
        {!givenFarm && <Stepper.Step label={t('step_choose_farm')} data-testid="field-form-step-0" />}
        <Stepper.Step label={t('step_border')} data-testid="field-form-step-1" />
        <Stepper.Step label={t('step_details')} data-testid="field-form-step-2" />
      </Stepper>
      <WizardMessage message={state.message} onClose={() => dispatch({ type: 'dismiss_message' })} />
      <SaveError error={save.error} testId="field-form-save" />
      {overlaps && (
        <Alert color="yellow" variant="light" role="status" data-testid="field-form-overlap" withCloseButton closeButtonLabel={t('cancel')} onClose={onDone}>
          {t('overlap_warning', { count: overlaps.length })}
        </Alert>
      )}
      {state.step === 0 && (
        <Stack>
          <Select
            label={t('choose_farm')}
            data={(farms.data ?? []).map((f) => ({ value: f.id, label: `${f.code} · ${f.name}` }))}
            value={state.farm_id}
            onChange={(id) => {
              const f = farms.data?.find((x) => x.id === id);
              dispatch({ type: 'choose_farm', farm: f ? toFarm(f) : null });
              setDraft(f?.farming_type === 'crop' ? CROP_DEFAULTS : TREE_DEFAULTS);
            }}
            searchable
            data-testid="field-form-farm"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>{t('cancel')}</Button>
            <Button onClick={() => dispatch({ type: 'next' })} data-testid="field-form-next-0">{t('next')}</Button>
          </Group>
        </Stack>
      )}
      {farm && state.step >= 1 && (
        <div style={{ display: state.step === 1 ? 'block' : 'none' }}>
          <BorderStep
            testId="field-border"
            reference={reference}
            allowCircle={farm.farming_type === 'crop'}
            center={farm.center}
            zoom={farm.zoom}
            problem={problem}
            initial={editing?.geometry}
            onBorder={(choice) => {
              setProblem(null);
            save.reset();
              dispatch({ type: 'set_border', geometry: choice.geometry, pivot: choice.pivot, name: choice.name });
            }}
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => (givenFarm ? onDone() : dispatch({ type: 'back' }))}>{givenFarm ? t('cancel') : t('back')}</Button>
            <Button onClick={() => dispatch({ type: 'next' })} data-testid="field-form-next">{t('next')}</Button>
          </Group>
        </div>
      )}
      {state.step === 2 && (
        <form onSubmit={submit} noValidate data-testid="field-form-details">
          <Stack gap="md">
            {isCrop ? (
              <>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {text('code', { required: true })}
                  {text('name', { required: true })}
                  {text('crop', { required: true })}
                  {text('variety')}
                  {select('irrigation_type', CROP_IRRIGATION_TYPES, 'crop_irrigation')}
                  {num('official_area_feddan', { decimal: true })}
                  {num('sectors')}
                </SimpleGrid>
                {draft.irrigation_type === 'center_pivot' && (
                  <PivotMachineFields draft={draft} set={set} errors={errors} areaM2={state.field_geo ? areaOf(state.field_geo).areaM2 : null} />
                )}
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {check('hd_imagery')}
                  {check('advanced_irrigation')}
                  {check('daily_images_enabled')}
                  {check('irrigation_advisory_enabled')}
                </SimpleGrid>
                {!editing && <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {select('season', SEASONS, 'seasons', { clearable: true })}
                  {text('planting_date', { type: 'date' })}
                  {text('expected_harvest_date', { type: 'date' })}
                  {num('expected_yield_ton', { decimal: true })}
                </SimpleGrid>}
              </>
            ) : (
              <>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {text('code', { required: true })}
                  {text('name', { required: true })}
                </SimpleGrid>
                <SimpleGrid cols={{ base: 2, sm: 4 }}>
                  {num('rows')}
                  {num('columns')}
                  {num('blocked_spots')}
                  {readonly(t('field.free_spots'), free, 'field-form-free_spots')}
                  {readonly(t('field.number_of_spots'), spots, 'field-form-number_of_spots')}
                  {num('plants_per_spot', { max: 100 })}
                  {readonly(t('field.max_trees'), free * perSpot, 'field-form-max_trees')}
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {select('tree_type', TREE_TYPES, 'tree_types')}
                  {select('irrigation_type', TREE_IRRIGATION_TYPES, 'tree_irrigation')}
                  {num('irrigation_factor_pct', { max: 200, decimal: true })}
                  {select('water_source', WATER_SOURCES, 'water_sources')}
                  {text('varieties', { description: t('field.list_hint') })}
                  {text('side_crops', { description: t('field.list_hint') })}
                  {text('main_valve')}
                  {num('filtering_units')}
                  {select('permanence', FIELD_PERMANENCE, 'permanence_values')}
                  {check('irrigation_advisory_enabled')}
                </SimpleGrid>
              </>
            )}
            <Group justify="space-between">
              <Button variant="default" onClick={() => dispatch({ type: 'back' })} data-testid="field-form-back">{t('back')}</Button>
              <Button type="submit" loading={save.isPending} disabled={!!overlaps} data-testid="field-form-submit">{t('save')}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

