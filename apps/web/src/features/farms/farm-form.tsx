import { useReducer, useState, type FormEvent } from 'react';
import { Button, Checkbox, Fieldset, Group, Select, SimpleGrid, Stack, Stepper, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FARMING_TYPES, FARM_AREA_UNITS, FARM_DEFAULT_ZOOM, createFarmSchema, updateFarmSchema, type FarmRecord, type FarmingType } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useAlerts } from '../../app/alerts/use-alerts';
import { useSession } from '../../app/session/use-session';
import { ApiRequestError } from '../../app/api/api-client';
import { apiFieldErrors, zodFieldErrors } from '../../app/ui/form-errors';
import { CROP_FIELDS_KEY, FARMS_KEY, FIELDS_KEY, REGIONS_KEY, createFarm, listRegions, updateFarm } from '../map/geo-api';
import { centerOf } from '../map/area';
import { BorderStep } from './border-step';
import { borderChanged, geoFormReducer, initialGeoFormState } from './farm-form-state';
import { SaveError, WizardMessage } from './form-parts';
import { choiceOptions } from '../../app/ui/choice-options';

interface FarmDetails {
  code: string;
  name: string;
  region_id: string | null;
  address: string;
  farming_type: FarmingType | null;
  area_unit: 'feddan' | 'hectare';
  hd_satellite_imagery: boolean;
  chatbot: boolean;
  advanced_irrigation: boolean;
}

/** "Add farm" (or "Edit farm" with `farm`, saved with PATCH): step 1 draw or upload the border, step 2 details (spec 3, 5 and 8). */
export function FarmForm({ farm: editing, onDone }: { farm?: FarmRecord; onDone: (farm: FarmRecord | null) => void }) {
  const { t, i18n } = useTranslation('geo');
  const api = useApi();
  const queryClient = useQueryClient();
  const { add } = useAlerts();
  const { user } = useSession();
  const defaultType: FarmingType = user?.farming_type.includes('tree') ? 'tree' : 'crop';
  const [state, dispatch] = useReducer(
    geoFormReducer,
    {
      target: 'farm',
      org_id: user?.org_id ?? null,
      farming_type: editing?.farming_type ?? defaultType,
      edit: editing && { id: editing.id, geometry: editing.geometry, center: editing.center, zoom: editing.zoom },
    },
    initialGeoFormState,
  );
  const [details, setDetails] = useState<FarmDetails>(() =>
    editing
      ? {
          code: editing.code, name: editing.name, region_id: editing.region_id, address: editing.address ?? '', farming_type: editing.farming_type, area_unit: editing.area_unit,
          hd_satellite_imagery: editing.services.hd_satellite_imagery, chatbot: editing.services.chatbot, advanced_irrigation: editing.services.advanced_irrigation,
        }
      : { code: '', name: '', region_id: null, address: '', farming_type: defaultType, area_unit: 'feddan', hd_satellite_imagery: false, chatbot: false, advanced_irrigation: false },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<[number, number] | null>(null);
  const regions = useQuery({ queryKey: [...REGIONS_KEY, 'options'], queryFn: () => listRegions(api, 'page=1&page_size=100') });
  const set = <K extends keyof FarmDetails>(key: K) => (value: FarmDetails[K]) => setDetails((d) => ({ ...d, [key]: value }));

  const bodyFrom = () => ({
    code: details.code,
    name: details.name,
    region_id: details.region_id,
    address: details.address,
    farming_type: details.farming_type ?? undefined,
    area_unit: details.area_unit,
    services: { hd_satellite_imagery: details.hd_satellite_imagery, chatbot: details.chatbot, advanced_irrigation: details.advanced_irrigation },
    geometry: state.farm_geo ?? undefined,
    zoom: state.zoom ?? FARM_DEFAULT_ZOOM,
  });

  // An edit sends the border only when it was redrawn (the server then re-checks the fields and the contract area).
  const patchFrom = () => {
    const { geometry, ...rest } = bodyFrom();
    return borderChanged(state, editing?.geometry) ? { ...rest, geometry } : rest;
  };
  const save = useMutation({
    mutationFn: () => (editing ? updateFarm(api, editing.id, updateFarmSchema.parse(patchFrom())) : createFarm(api, createFarmSchema.parse(bodyFrom()))),
    onSuccess: async (farm) => {
      dispatch({ type: 'saved', id: farm.id });
      await queryClient.invalidateQueries({ queryKey: FARMS_KEY });
      await queryClient.invalidateQueries({ queryKey: REGIONS_KEY });
      if (editing) {
        await queryClient.invalidateQueries({ queryKey: FIELDS_KEY });
        await queryClient.invalidateQueries({ queryKey: CROP_FIELDS_KEY });
      }
      add({ id: 'farm-saved', message: t(editing ? 'farm_updated' : 'farm_saved') });
      onDone(farm);
    },
    onError: (error) => {
      setErrors(apiFieldErrors(error, t, i18n, { duplicate_code: 'code' }));
      if (error instanceof ApiRequestError && (error.location || error.code === 'field_outside_farm')) {
        setProblem(error.location ?? null);
        dispatch({ type: 'open_step', step: 1 });
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const complete = !!details.code.trim() && !!details.name.trim() && !!details.farming_type;
    dispatch({ type: 'submit_details', complete });
    if (!complete || !state.farm_geo) {
      setErrors({
        ...(details.code.trim() ? {} : { code: t('validation:required') }),
        ...(details.name.trim() ? {} : { name: t('validation:required') }),
        ...(details.farming_type ? {} : { farming_type: t('validation:required') }),
      });
      return;
    }
    const parsed = editing ? updateFarmSchema.safeParse(patchFrom()) : createFarmSchema.safeParse(bodyFrom());
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, t, i18n));
      return;
    }
    setErrors({});
    save.mutate();
  };

  const text = (key: 'code' | 'name' | 'address', required = false) => (
    <TextInput label={t(`farm.${key}`)} value={details[key]} onChange={(e) => set(key)(e.currentTarget.value)} error={errors[key]} required={required} dir="auto" data-testid={`farm-form-${key}`} />
  );

  return (
    <Stack gap="md" data-testid="farm-form">
      <Stepper active={state.step - 1} onStepClick={(i) => dispatch({ type: 'open_step', step: (i + 1) as 1 | 2 })} size="sm">
        <Stepper.Step label={t('step_border')} data-testid="farm-form-step-1" />
        <Stepper.Step label={t('step_details')} data-testid="farm-form-step-2" />
      </Stepper>
      <WizardMessage message={state.message} onClose={() => dispatch({ type: 'dismiss_message' })} />
      <SaveError error={save.error} testId="farm-form-save" />
      <div style={{ display: state.step === 1 ? 'block' : 'none' }}>
        <BorderStep
          testId="farm-border"
          reference={[]}
          initial={editing?.geometry}
          center={editing?.center}
          zoom={editing?.zoom}
          problem={problem}
          onBorder={(choice) => {
            setProblem(null);
            save.reset();
            dispatch({ type: 'set_border', geometry: choice.geometry, center: choice.geometry ? centerOf(choice.geometry) : null, name: choice.name });
          }}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => onDone(null)}>{t('cancel')}</Button>
          <Button onClick={() => dispatch({ type: 'next' })} data-testid="farm-form-next">{t('next')}</Button>
        </Group>
      </div>
      {state.step === 2 && (
        <form onSubmit={submit} noValidate data-testid="farm-form-details">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text('code', true)}
              {text('name', true)}
              <Select
                label={t('farm.region')}
                data={(regions.data?.results ?? []).map((r) => ({ value: r.id, label: r.name }))}
                value={details.region_id}
                onChange={set('region_id')}
                clearable
                searchable
                error={errors.region_id}
                data-testid="farm-form-region"
              />
              {text('address')}
              <Select
                label={t('farm.farming_type')}
                data={choiceOptions(t, FARMING_TYPES, 'farming_types')}
                value={details.farming_type}
                onChange={(v) => set('farming_type')(v as FarmingType | null)}
                required
                allowDeselect={false}
                error={errors.farming_type}
                data-testid="farm-form-farming_type"
              />
              <Select
                label={t('farm.area_unit')}
                data={choiceOptions(t, FARM_AREA_UNITS, 'area_units')}
                value={details.area_unit}
                onChange={(v) => v && set('area_unit')(v as 'feddan' | 'hectare')}
                allowDeselect={false}
                data-testid="farm-form-area_unit"
              />
            </SimpleGrid>
            <Fieldset legend={t('farm.services')} variant="unstyled">
              <Stack gap={6}>
                {(['hd_satellite_imagery', 'chatbot', 'advanced_irrigation'] as const).map((key) => (
                  <Checkbox key={key} label={t(`farm.${key}`)} checked={details[key]} onChange={(e) => set(key)(e.currentTarget.checked)} data-testid={`farm-form-${key}`} />
                ))}
              </Stack>
            </Fieldset>
            <Group justify="space-between">
              <Button variant="default" onClick={() => dispatch({ type: 'back' })} data-testid="farm-form-back">{t('back')}</Button>
              <Button type="submit" loading={save.isPending} data-testid="farm-form-submit">{t('save')}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
