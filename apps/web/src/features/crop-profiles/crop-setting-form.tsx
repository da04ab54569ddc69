import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useErrorText } from '../../app/api/use-error-text';
import { useApi } from '../../app/services';
import { apiFieldErrors, isFieldError, zodFieldErrors } from '../../app/ui/form-errors';
import { CROP_SETTINGS_KEY, saveCropSetting, type CropSettingKind } from './crop-profiles-api';
import { useCropOptions } from './crops-i18n';
import { useSave } from '../../app/ui/use-save';
import { useFormDraft } from '../../app/ui/use-form-draft';

/** Conflict codes the API answers for a name, shown on the name field. */
const CODE_FIELDS = { name_exists: 'name', variety_exists: 'name' };

/**
 * Saving one crop setting: the contract's schema checks the body first (messages in the user's language),
 * then the API; its field errors and name conflicts land on the fields, anything else in a banner.
 */
export function useCropSettingSave(kind: CropSettingKind, id: string | null, schema: z.ZodType, onDone: () => void) {
  const { t, i18n } = useTranslation('crops');
  const api = useApi();
  const errorText = useErrorText();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSave({
    mutationFn: (body: unknown) => saveCropSetting(api, kind, id, body),
    refresh: [CROP_SETTINGS_KEY],
    saved: { id: `${kind}-saved`, message: t('saved') },
    onSaved: () => onDone(),
    onError: (error) => setErrors(apiFieldErrors(error, t, i18n, CODE_FIELDS)),
  });
  const submit = (body: unknown) => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, t, i18n));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  const banner =
    save.isError && !isFieldError(save.error, CODE_FIELDS) ? (
      <Alert color="red" variant="light" role="alert" data-testid={`${kind}-form-error`}>
        {errorText(save.error)}
      </Alert>
    ) : null;
  return { errors, submit, saving: save.isPending, banner };
}

/**
 * A crop profile's draft, from the record being edited or blank; a new profile takes the chosen crop's FAO-56 values
 * (`faoValues`: null where the tables have none for it), and `filled` says so until another crop is chosen.
 */
export function useProfileDraft<D extends { crop: string | null }, R>(record: R | null, draftFrom: (record: R | null) => D, faoValues: (crop: string) => Partial<D> | null) {
  const { draft, setDraft, set } = useFormDraft(() => draftFrom(record));
  const [filled, setFilled] = useState(false);
  const onCrop = (crop: string | null) => {
    const values = !record && crop ? faoValues(crop) : null;
    setDraft((d) => ({ ...d, crop, ...values }));
    setFilled(values !== null);
  };
  return { draft, set, onCrop, filled };
}

/** The name and crop fields every crop setting has; the crop shows its translated name. */
function NameAndCrop({ kind, name, crop, onName, onCrop, errors }: { kind: CropSettingKind; name: string; crop: string | null; onName: (v: string) => void; onCrop: (v: string | null) => void; errors: Record<string, string> }) {
  const { t } = useTranslation('crops');
  const crops = useCropOptions();
  return (
    <>
      <TextInput label={t('name')} value={name} onChange={(e) => onName(e.currentTarget.value)} error={errors.name} required dir="auto" data-testid={`${kind}-form-name`} />
      <Select label={t('crop')} data={crops} value={crop} onChange={onCrop} error={errors.crop} required searchable allowDeselect={false} data-testid={`${kind}-form-crop`} />
    </>
  );
}

/**
 * The form of a crop setting: the server's refusal, its name and crop, the setting's own fields, then Cancel and save
 * ("Save", or `{kind}.add` for a new one). Test ids `{kind}-form`, `{kind}-form-name`, `-crop` and `-submit`.
 */
export function CropSettingForm({
  kind,
  save,
  draft,
  onName,
  onCrop,
  body,
  isNew,
  onCancel,
  children,
}: {
  kind: CropSettingKind;
  save: ReturnType<typeof useCropSettingSave>;
  draft: { name: string; crop: string | null };
  onName: (v: string) => void;
  onCrop: (v: string | null) => void;
  /** What is sent: the draft as the contract takes it. */
  body: () => unknown;
  isNew: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('crops');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.submit(body());
  };
  return (
    <form onSubmit={onSubmit} noValidate data-testid={`${kind}-form`}>
      <Stack gap="md">
        {save.banner}
        <NameAndCrop kind={kind} name={draft.name} crop={draft.crop} onName={onName} onCrop={onCrop} errors={save.errors} />
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('lists:cancel')}
          </Button>
          <Button type="submit" loading={save.saving} data-testid={`${kind}-form-submit`}>
            {isNew ? t(`${kind}.add`) : t('lists:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A number input's value as a number, or undefined when empty (then the schema says "required"). */
export const numberOrUndefined = (value: number | string) => (typeof value === 'number' ? value : undefined);
