import { Fieldset, NumberInput, SimpleGrid, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FAO56_CROPS } from '@rayyan/agronomy';
import { CROP_PROFILE_LIMITS, createKcProfileSchema, KCB_FIELDS, updateKcProfileSchema, type KcProfileRecord } from '@rayyan/contracts';
import { CropSettingForm, numberOrUndefined, useCropSettingSave, useProfileDraft } from './crop-setting-form';
import { KcCurve } from './kc-curve';

type Num = number | string;
const KC_FIELDS = ['kc_ini', 'kc_mid', 'kc_end'] as const;
interface Draft {
  name: string;
  crop: string | null;
  kc_ini: Num;
  kc_mid: Num;
  kc_end: Num;
  kcb_ini: Num;
  kcb_mid: Num;
  kcb_end: Num;
  climate_adjustment: boolean;
}

const draftFrom = (p: KcProfileRecord | null): Draft => ({
  name: p?.name ?? '',
  crop: p?.crop ?? null,
  kc_ini: p?.kc_ini ?? '',
  kc_mid: p?.kc_mid ?? '',
  kc_end: p?.kc_end ?? '',
  kcb_ini: p?.kcb_ini ?? '',
  kcb_mid: p?.kcb_mid ?? '',
  kcb_end: p?.kcb_end ?? '',
  climate_adjustment: p?.climate_adjustment ?? true,
});

/** An optional number input's value: the number, or null when empty (a patch then clears it). */
const numberOrNull = (value: Num) => (typeof value === 'number' ? value : null);

/** One coefficient input of the form (Kc required, Kcb optional). */
function CoefficientInput({ label, value, onChange, error, required, testId }: { label: string; value: Num; onChange: (v: Num) => void; error: string | undefined; required: boolean; testId: string }) {
  return (
    <NumberInput
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      min={0.01}
      max={CROP_PROFILE_LIMITS.kcMax}
      step={0.05}
      decimalScale={2}
      clampBehavior="none"
      required={required}
      data-testid={testId}
    />
  );
}

/** A new profile starts from the crop's FAO-56 Table 12 Kc, and its Table 17 Kcb where the table gives them (none for a crop not in it). */
const faoValues = (crop: string): Partial<Draft> | null => {
  const table = FAO56_CROPS[crop];
  if (!table) return null;
  const basal = table.basal;
  return { kc_ini: table.kcIni, kc_mid: table.kcMid, kc_end: table.kcEnd, kcb_ini: basal?.kcbIni ?? '', kcb_mid: basal?.kcbMid ?? '', kcb_end: basal?.kcbEnd ?? '' };
};

/** Create or edit a KC profile, with a preview of its Kc curve over the crop's typical season. */
export function KcProfileForm({ record, onDone }: { record: KcProfileRecord | null; onDone: () => void }) {
  const { t } = useTranslation('crops');
  const { draft, set, onCrop, filled } = useProfileDraft(record, draftFrom, faoValues);
  const save = useCropSettingSave('kc', record?.id ?? null, record ? updateKcProfileSchema : createKcProfileSchema, onDone);
  const { errors } = save;
  const body = {
    ...draft,
    crop: draft.crop ?? undefined,
    kc_ini: numberOrUndefined(draft.kc_ini),
    kc_mid: numberOrUndefined(draft.kc_mid),
    kc_end: numberOrUndefined(draft.kc_end),
    kcb_ini: numberOrNull(draft.kcb_ini),
    kcb_mid: numberOrNull(draft.kcb_mid),
    kcb_end: numberOrNull(draft.kcb_end),
  };

  return (
    <CropSettingForm kind="kc" save={save} draft={draft} onName={set('name')} onCrop={onCrop} body={() => body} isNew={!record} onCancel={onDone}>
      {filled && (
        <Text size="sm" c="dimmed">
          {t('fao_defaults_hint')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {KC_FIELDS.map((key) => (
          <CoefficientInput key={key} label={t(`kc.${key}`)} value={draft[key]} onChange={set(key)} error={errors[key]} required testId={`kc-form-${key}`} />
        ))}
      </SimpleGrid>
      <Fieldset legend={t('kc.kcb_title')} variant="unstyled" data-testid="kc-form-basal">
        <Text size="sm" c="dimmed" mb="xs">
          {t('kc.kcb_help')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {KCB_FIELDS.map((key) => (
            <CoefficientInput key={key} label={t(`kc.${key}`)} value={draft[key]} onChange={set(key)} error={errors[key]} required={false} testId={`kc-form-${key}`} />
          ))}
        </SimpleGrid>
      </Fieldset>
      <Switch label={t('kc.climate_adjustment')} checked={draft.climate_adjustment} onChange={(e) => set('climate_adjustment')(e.currentTarget.checked)} data-testid="kc-form-climate" />
      <KcCurve crop={draft.crop} kcIni={body.kc_ini} kcMid={body.kc_mid} kcEnd={body.kc_end} basal={body.kcb_ini !== null && body.kcb_mid !== null && body.kcb_end !== null ? [body.kcb_ini, body.kcb_mid, body.kcb_end] : null} />
    </CropSettingForm>
  );
}
