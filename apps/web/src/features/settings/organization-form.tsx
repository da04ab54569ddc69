import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Fieldset, Group, MultiSelect, NumberInput, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FARMING_TYPES, createOrganizationSchema, updateOrganizationSchema, type Organization } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useErrorText } from '../../app/api/use-error-text';
import { apiFieldErrors, isFieldError, zodFieldErrors } from '../../app/ui/form-errors';
import { COUNTRY_CODES, ORGANIZATIONS_QUERY_KEY, createOrganization, updateOrganization } from './organizations-api';
import { useFormat } from '../../app/i18n/format';
import { choiceOptions } from '../../app/ui/choice-options';
import { useSave } from '../../app/ui/use-save';

const CODE_FIELDS = { duplicate_user_name: 'admin.user_name', duplicate_email: 'admin.email', duplicate_phone: 'admin.phone' };
const SERVICES = ['hd_satellite_imagery', 'chatbot', 'advanced_irrigation'] as const;

/** Create (with the first admin user) or edit an organisation and its contract (super admins). */
export function OrganizationForm({ organization, onDone }: { organization: Organization | null; onDone: () => void }) {
  const { t, i18n } = useTranslation('settings');
  const api = useApi();
  const errorText = useErrorText();
  const countryName = useFormat().displayNames({ type: 'region' });
  const [org, setOrg] = useState(() => ({
    name: organization?.name ?? '',
    farming_type: (organization?.farming_type ?? []) as string[],
    country: (organization?.country ?? []) as string[],
    contracted_area_feddan: organization?.contracted_area_feddan ?? null,
    contracted_fields: organization?.contracted_fields ?? null,
    contracted_trees: organization?.contracted_trees ?? null,
    services: organization?.services ?? { hd_satellite_imagery: false, chatbot: false, advanced_irrigation: false },
  }));
  const [admin, setAdmin] = useState({ name: '', user_name: '', email: '', phone: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const body = () =>
    organization
      ? { ...org, id: organization.id }
      : { ...org, admin: { ...admin, phone: admin.phone.trim() || null } };
  const schema = organization ? updateOrganizationSchema : createOrganizationSchema;

  const save = useSave({
    mutationFn: async () => {
      if (organization) await updateOrganization(api, updateOrganizationSchema.parse(body()));
      else await createOrganization(api, createOrganizationSchema.parse(body()));
    },
    refresh: [ORGANIZATIONS_QUERY_KEY],
    saved: { id: 'org-saved', message: t('common:request_submitted') },
    onSaved: () => onDone(),
    onError: (error) => setErrors(apiFieldErrors(error, t, i18n, CODE_FIELDS)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = schema.safeParse(body());
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, t, i18n));
    setErrors({});
    save.mutate();
  };
  const num = (key: 'contracted_area_feddan' | 'contracted_fields' | 'contracted_trees', decimals: boolean) => (
    <NumberInput
      label={t(`org_fields.${key}`)}
      value={org[key] ?? ''}
      onChange={(v) => setOrg((o) => ({ ...o, [key]: typeof v === 'number' ? v : null }))}
      min={0}
      allowDecimal={decimals}
      thousandSeparator=","
      error={errors[key]}
      data-testid={`org-form-${key}`}
    />
  );
  const adminText = (key: keyof typeof admin, type?: string) =>
    key === 'password' ? (
      <PasswordInput label={t(`admin_fields.${key}`)} value={admin.password} onChange={(e) => {
        // Read the value now: React clears currentTarget before a deferred state updater runs.
        const password = e.currentTarget.value;
        setAdmin((a) => ({ ...a, password }));
      }} error={errors['admin.password']} required autoComplete="new-password" data-testid="org-form-admin-password" />
    ) : (
      <TextInput
        label={t(`admin_fields.${key}`)}
        value={admin[key]}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setAdmin((a) => ({ ...a, [key]: value }));
        }}
        error={errors[`admin.${key}`]}
        required={key !== 'phone'}
        type={type}
        dir={key === 'name' ? 'auto' : 'ltr'}
        autoComplete="off"
        data-testid={`org-form-admin-${key}`}
      />
    );

  return (
    <form onSubmit={submit} noValidate data-testid="org-form">
      <Stack>
        {save.isError && !isFieldError(save.error, CODE_FIELDS) && (
          <Alert color="red" variant="light" role="alert" data-testid="org-form-error">{errorText(save.error)}</Alert>
        )}
        <TextInput label={t('org_fields.name')} value={org.name} onChange={(e) => { const v = e.currentTarget.value; setOrg((o) => ({ ...o, name: v })); }} error={errors.name} required dir="auto" data-testid="org-form-name" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MultiSelect
            label={t('org_fields.farming_type')}
            data={choiceOptions(t, FARMING_TYPES, 'profile:farming_types')}
            value={org.farming_type}
            onChange={(v) => setOrg((o) => ({ ...o, farming_type: v }))}
            error={errors.farming_type}
            required
            data-testid="org-form-farming_type"
          />
          <MultiSelect
            label={t('org_fields.country')}
            data={COUNTRY_CODES.map((c) => ({ value: c, label: countryName.of(c) ?? c }))}
            value={org.country}
            onChange={(v) => setOrg((o) => ({ ...o, country: v }))}
            searchable
            error={errors.country}
            data-testid="org-form-country"
          />
          {num('contracted_area_feddan', true)}
          {num('contracted_fields', false)}
          {num('contracted_trees', false)}
        </SimpleGrid>
        <Fieldset legend={t('org_fields.services')}>
          <Stack gap="xs">
            {SERVICES.map((s) => (
              <Checkbox
                key={s}
                label={t(`services.${s}`)}
                checked={org.services[s]}
                onChange={(e) => { const checked = e.currentTarget.checked; setOrg((o) => ({ ...o, services: { ...o.services, [s]: checked } })); }}
                data-testid={`org-form-service-${s}`}
              />
            ))}
          </Stack>
        </Fieldset>
        {!organization && (
          <Fieldset legend={t('first_admin')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {adminText('name')}
              {adminText('user_name')}
              {adminText('email', 'email')}
              {adminText('phone', 'tel')}
              {adminText('password')}
            </SimpleGrid>
          </Fieldset>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>{t('lists:cancel')}</Button>
          <Button type="submit" loading={save.isPending} data-testid="org-form-submit">{organization ? t('lists:save') : t('create_org')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
