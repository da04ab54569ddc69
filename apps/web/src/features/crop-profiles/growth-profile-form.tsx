import { NumberInput, SimpleGrid, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FAO56_CROPS } from '@rayyan/agronomy';
import { CROP_PROFILE_LIMITS, GROWTH_STAGES, createGrowthProfileSchema, updateGrowthProfileSchema, type GrowthProfileRecord, type GrowthStage } from '@rayyan/contracts';
import { CropSettingForm, numberOrUndefined, useCropSettingSave, useProfileDraft } from './crop-setting-form';

type Num = number | string;
interface Draft {
  name: string;
  crop: string | null;
  evergreen: boolean;
  root_depth_min_m: Num;
  root_depth_max_m: Num;
  depletion_p: Num;
  max_height_m: Num;
  stages: Record<GrowthStage, Num>;
}

const noStages = { initial: '', development: '', mid: '', late: '' };
const draftFrom = (p: GrowthProfileRecord | null): Draft => ({
  name: p?.name ?? '',
  crop: p?.crop ?? null,
  evergreen: p?.evergreen ?? false,
  root_depth_min_m: p?.root_depth_min_m ?? '',
  root_depth_max_m: p?.root_depth_max_m ?? '',
  depletion_p: p?.depletion_p ?? '',
  max_height_m: p?.max_height_m ?? '',
  stages: p?.stages ?? noStages,
});

/** A new profile's numbers start from the crop's FAO-56 values (Tables 11, 12 and 22); a crop not in them leaves the numbers as they are. */
const faoValues = (crop: string): Partial<Draft> => {
  const table = FAO56_CROPS[crop];
  if (!table) return {};
  return {
    evergreen: table.profile.kind === 'evergreen',
    root_depth_min_m: table.rootDepthM.min,
    root_depth_max_m: table.rootDepthM.max,
    depletion_p: table.depletionP,
    max_height_m: table.maxHeightM,
    stages: table.stageLengthsDays ?? noStages,
  };
};

const bodyFrom = (d: Draft) => ({
  name: d.name,
  crop: d.crop ?? undefined,
  evergreen: d.evergreen,
  root_depth_min_m: numberOrUndefined(d.root_depth_min_m),
  root_depth_max_m: numberOrUndefined(d.root_depth_max_m),
  depletion_p: numberOrUndefined(d.depletion_p),
  max_height_m: numberOrUndefined(d.max_height_m),
  stages: d.evergreen ? null : Object.fromEntries(GROWTH_STAGES.map((s) => [s, numberOrUndefined(d.stages[s])])),
});

/** Create or edit a growth profile: rooting, p, height and the four stages in days with the season's total. */
export function GrowthProfileForm({ record, onDone }: { record: GrowthProfileRecord | null; onDone: () => void }) {
  const { t } = useTranslation('crops');
  const { draft, set, onCrop, filled } = useProfileDraft(record, draftFrom, faoValues);
  const save = useCropSettingSave('growth', record?.id ?? null, record ? updateGrowthProfileSchema : createGrowthProfileSchema, onDone);
  const { errors } = save;
  const days = GROWTH_STAGES.map((s) => draft.stages[s]);
  const total = days.every((d) => typeof d === 'number') ? (days as number[]).reduce((a, b) => a + b, 0) : null;
  const number = (key: 'root_depth_min_m' | 'root_depth_max_m' | 'depletion_p' | 'max_height_m', props: { min: number; max: number; step: number }) => (
    <NumberInput label={t(`growth.${key}`)} value={draft[key]} onChange={set(key)} error={errors[key]} required decimalScale={2} clampBehavior="none" {...props} data-testid={`growth-form-${key}`} />
  );

  return (
    <CropSettingForm kind="growth" save={save} draft={draft} onName={set('name')} onCrop={onCrop} body={() => bodyFrom(draft)} isNew={!record} onCancel={onDone}>
      {filled && (
        <Text size="sm" c="dimmed" data-testid="growth-form-fao-hint">
          {t('fao_defaults_hint')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {number('root_depth_min_m', { min: 0.05, max: CROP_PROFILE_LIMITS.rootDepthMaxM, step: 0.1 })}
        {number('root_depth_max_m', { min: 0.05, max: CROP_PROFILE_LIMITS.rootDepthMaxM, step: 0.1 })}
        {number('depletion_p', { min: CROP_PROFILE_LIMITS.depletionP.min, max: CROP_PROFILE_LIMITS.depletionP.max, step: 0.05 })}
        {number('max_height_m', { min: 0.1, max: CROP_PROFILE_LIMITS.maxHeightM, step: 0.1 })}
      </SimpleGrid>
      <Switch label={t('growth.evergreen')} checked={draft.evergreen} onChange={(e) => set('evergreen')(e.currentTarget.checked)} data-testid="growth-form-evergreen" />
      {!draft.evergreen && (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={600} size="sm" mb="xs">
            {t('growth.stages')}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {GROWTH_STAGES.map((stage) => (
              <NumberInput
                key={stage}
                label={t(`growth.stage.${stage}`)}
                value={draft.stages[stage]}
                onChange={(v) => set('stages')({ ...draft.stages, [stage]: v })}
                error={errors[`stages.${stage}`]}
                min={1}
                max={CROP_PROFILE_LIMITS.stageDaysMax}
                allowDecimal={false}
                clampBehavior="none"
                required
                data-testid={`growth-form-stage-${stage}`}
              />
            ))}
          </SimpleGrid>
          {errors.stages && (
            <Text c="red" size="sm" mt={4} role="alert">
              {errors.stages}
            </Text>
          )}
          <Text size="sm" mt="xs" aria-live="polite" data-testid="growth-form-total">
            {t('growth.season_total', { days: total === null ? '—' : t('days', { count: total }) })}
          </Text>
        </fieldset>
      )}
    </CropSettingForm>
  );
}
