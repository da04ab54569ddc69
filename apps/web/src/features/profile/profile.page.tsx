import { useState, type FormEvent } from 'react';
import { Alert, Button, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema, type ChangePassword } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useSession } from '../../app/session/use-session';
import { useAlerts } from '../../app/alerts/use-alerts';
import { useErrorText } from '../../app/api/use-error-text';
import { newPasswordErrors } from '../../app/ui/field-errors';
import { CredentialInput } from '../../app/ui/credential-input';
import { apiFieldErrors, isFieldError } from '../../app/ui/form-errors';
import { PageTitle } from '../../app/ui/page-title';
import { changePassword, fetchProfile } from './profile-api';
import { PreferencesForm } from './preferences-form';
import { useFormat } from '../../app/i18n/format';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

/** Organisation name, whichever shape /api/me/ uses for it. */
function organisationName(profile: Record<string, unknown>): string | null {
  const org = profile.organization ?? profile.org;
  if (org && typeof org === 'object' && 'name' in org) return text((org as { name: unknown }).name);
  return text(profile.org_name) ?? text(profile.organization_name);
}

function Detail({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  const { t } = useTranslation('common');
  return (
    <Grid.Col span={{ base: 12, sm: 6 }}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {/* An inline dir="auto" isolates user-entered text without changing the row's alignment. */}
      <Text fw={500}>
        <span dir="auto" data-testid={testId}>
          {value ?? t('not_set')}
        </span>
      </Text>
    </Grid.Col>
  );
}

/** Account details from /api/me/ (user-entered values shown with dir="auto"). */
function ProfileDetails() {
  const { t } = useTranslation('profile');
  const api = useApi();
  const errorText = useErrorText();
  const { user } = useSession();
  const format = useFormat();
  const profile = useQuery({ queryKey: ['me'], queryFn: () => fetchProfile(api) });
  if (profile.isPending) return <Loader aria-label={t('common:loading')} />;
  if (profile.isError) {
    return (
      <Alert color="red" variant="light">
        {errorText(profile.error)}
      </Alert>
    );
  }
  const data = profile.data;
  const farmingTypes = (Array.isArray(data.farming_type) ? data.farming_type : (user?.farming_type ?? []))
    .filter((type): type is string => typeof type === 'string')
    .map((type) => t(`farming_types.${type}`, { defaultValue: type }));
  const role = text(data.farm_role) ?? user?.farm_role ?? null;
  return (
    <Grid data-testid="profile-details">
      <Detail label={t('user_name')} value={text(data.user_name) ?? user?.user_name ?? null} testId="profile-user-name" />
      <Detail label={t('name')} value={text(data.name)} testId="profile-name" />
      <Detail label={t('email')} value={text(data.email)} testId="profile-email" />
      <Detail label={t('phone')} value={text(data.phone)} testId="profile-phone" />
      <Detail label={t('organization')} value={organisationName(data)} testId="profile-organization" />
      <Detail label={t('farming_type')} value={farmingTypes.length ? format.list().format(farmingTypes) : null} testId="profile-farming-type" />
      <Detail label={t('farm_role')} value={role ? t(`farm_roles.${role}`, { defaultValue: role }) : null} testId="profile-farm-role" />
    </Grid>
  );
}

/** Change-password form: "Invalid Password" for a wrong current password, "new password should be identical" on mismatch. */
function ChangePasswordForm() {
  const { t, i18n } = useTranslation('profile');
  const api = useApi();
  const errorText = useErrorText();
  const { add } = useAlerts();
  const [values, setValues] = useState({ old_password: '', new_password: '', confirm_password: '' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const change = useMutation({
    mutationFn: (body: ChangePassword) => changePassword(api, body),
    onSuccess: () => {
      setValues({ old_password: '', new_password: '', confirm_password: '' });
      add({ id: 'change-password', message: t('common:updated_successfully') });
    },
    // A refused new password (common, personal, the current one) is shown under its field.
    onError: (error) => {
      if (isFieldError(error)) setFieldErrors(apiFieldErrors(error, t, i18n));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The last attempt's refusal does not speak for this one.
    change.reset();
    const parsed = changePasswordSchema.safeParse(values);
    const errors = newPasswordErrors(parsed, values.new_password, values.confirm_password, t);
    setFieldErrors(errors);
    if (parsed.success && Object.keys(errors).length === 0) change.mutate(parsed.data);
  };

  const field = (name: keyof typeof values, label: string, autoComplete: string, testId: string) => (
    <CredentialInput
      kind="password"
      label={label}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(value) => {
        setValues((v) => ({ ...v, [name]: value }));
        // A message stops applying once its field changes.
        setFieldErrors(({ [name]: _gone, ...rest }) => rest);
        if (name === 'old_password') change.reset();
      }}
      error={fieldErrors[name]}
      testId={testId}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <Title order={2} size="h4">
          {t('change_password')}
        </Title>
        {change.isError && !isFieldError(change.error) && (
          <Alert color="red" variant="light" data-testid="change-password-error">
            {errorText(change.error)}
          </Alert>
        )}
        {field('old_password', t('old_password'), 'current-password', 'profile-old-password')}
        {field('new_password', t('new_password'), 'new-password', 'profile-new-password')}
        {field('confirm_password', t('confirm_password'), 'new-password', 'profile-confirm-password')}
        <Button type="submit" loading={change.isPending} data-testid="profile-change-password-submit">
          {t('save_password')}
        </Button>
      </Stack>
    </form>
  );
}

/** `/profile`: account details, change password and logout (spec 2). */
export function Component() {
  const { t } = useTranslation('profile');
  const { logout } = useSession();
  return (
    <Stack gap="lg">
      <PageTitle>{t('pages:profile')}</PageTitle>
      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="md">
          {t('details')}
        </Title>
        <ProfileDetails />
      </Paper>
      <Paper withBorder p="lg">
        <PreferencesForm />
      </Paper>
      <Paper withBorder p="lg">
        <ChangePasswordForm />
      </Paper>
      <div>
        <Button color="red" variant="outline" onClick={() => void logout('user')} data-testid="profile-logout">
          {t('logout')}
        </Button>
      </div>
    </Stack>
  );
}
