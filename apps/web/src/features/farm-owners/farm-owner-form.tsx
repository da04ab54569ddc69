import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createFarmOwnerSchema, updateFarmOwnerSchema, type FarmOwnerRecord } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useErrorText } from '../../app/api/use-error-text';
import { useAlerts } from '../../app/alerts/use-alerts';
import { apiFieldErrors, isFieldError, zodFieldErrors } from '../../app/ui/form-errors';
import { FARM_OWNERS_QUERY_KEY, GMT_OFFSETS, createFarmOwner, gmtLabel, updateFarmOwner } from './farm-owners-api';

interface OwnerDraft {
  name: string;
  contact: string;
  phone: string;
  email: string;
  center_lat: number | null;
  center_lng: number | null;
  gmt_offset: string | null;
}

/** Create or edit a farm owner: name, contact, phone, email, the land's centre and its GMT offset (spec 3). */
export function FarmOwnerForm({ owner, onDone }: { owner: FarmOwnerRecord | null; onDone: () => void }) {
  const { t, i18n } = useTranslation('people');
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const { add } = useAlerts();
  const [draft, setDraft] = useState<OwnerDraft>(() => ({
    name: owner?.name ?? '',
    contact: owner?.contact ?? '',
    phone: owner?.phone ?? '',
    email: owner?.email ?? '',
    center_lat: owner?.center_lat ?? null,
    center_lng: owner?.center_lng ?? null,
    gmt_offset: String(owner?.gmt_offset ?? 2),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof OwnerDraft>(key: K) => (value: OwnerDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const body = () => ({
    name: draft.name,
    contact: draft.contact,
    phone: draft.phone.trim() || null,
    email: draft.email.trim() || null,
    center_lat: draft.center_lat ?? undefined,
    center_lng: draft.center_lng ?? undefined,
    gmt_offset: draft.gmt_offset === null ? undefined : Number(draft.gmt_offset),
  });

  const save = useMutation({
    mutationFn: (b: ReturnType<typeof body>) =>
      owner ? updateFarmOwner(api, owner.id, updateFarmOwnerSchema.parse(b)) : createFarmOwner(api, createFarmOwnerSchema.parse(b)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: FARM_OWNERS_QUERY_KEY });
      add({ id: 'owner-saved', message: t('common:updated_successfully') });
      onDone();
    },
    onError: (error) => setErrors(apiFieldErrors(error, t, i18n)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const b = body();
    const parsed = (owner ? updateFarmOwnerSchema : createFarmOwnerSchema).safeParse(b);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, t, i18n));
      return;
    }
    setErrors({});
    save.mutate(b);
  };

  const text = (key: 'name' | 'contact' | 'phone' | 'email', opts: { required?: boolean; type?: string; ltr?: boolean } = {}) => (
    <TextInput
      label={t(`owner_fields.${key}`)}
      value={draft[key]}
      onChange={(e) => set(key)(e.currentTarget.value)}
      error={errors[key]}
      required={opts.required}
      type={opts.type}
      dir={opts.ltr ? 'ltr' : 'auto'}
      data-testid={`owner-form-${key}`}
    />
  );
  const coordinate = (key: 'center_lat' | 'center_lng', min: number, max: number) => (
    <NumberInput
      label={t(`owner_fields.${key}`)}
      value={draft[key] ?? ''}
      onChange={(v) => set(key)(typeof v === 'number' ? v : null)}
      min={min}
      max={max}
      decimalScale={6}
      step={0.0001}
      required
      error={errors[key]}
      data-testid={`owner-form-${key}`}
    />
  );

  return (
    <form onSubmit={submit} noValidate data-testid="owner-form">
      <Stack gap="md">
        {save.isError && !isFieldError(save.error) && (
          <Alert color="red" variant="light" role="alert" data-testid="owner-form-error">
            {errorText(save.error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('name', { required: true })}
          {text('contact')}
          {text('phone', { type: 'tel', ltr: true })}
          {text('email', { type: 'email', ltr: true })}
          {coordinate('center_lat', -90, 90)}
          {coordinate('center_lng', -180, 180)}
          <Select
            label={t('owner_fields.gmt_offset')}
            data={GMT_OFFSETS.map((h) => ({ value: String(h), label: gmtLabel(h) }))}
            value={draft.gmt_offset}
            onChange={set('gmt_offset')}
            searchable
            allowDeselect={false}
            required
            error={errors.gmt_offset}
            data-testid="owner-form-gmt_offset"
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('lists:cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="owner-form-submit">
            {owner ? t('lists:save') : t('add_owner')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
