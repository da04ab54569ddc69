import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { passwordResetCompleteSchema, type PasswordResetComplete } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useErrorText } from '../../app/api/use-error-text';
import { newPasswordErrors } from '../../app/ui/field-errors';
import { CredentialInput } from '../../app/ui/credential-input';
import { apiFieldErrors, isFieldError } from '../../app/ui/form-errors';
import { PageTitle } from '../../app/ui/page-title';
import { completePasswordReset } from './auth-api';

/** `/auth/change-password?token=…`: the reset link's page; new password and its re-entry must match. */
export function Component() {
  const { t, i18n } = useTranslation('auth');
  const api = useApi();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const complete = useMutation({
    mutationFn: (body: PasswordResetComplete) => completePasswordReset(api, body),
    // A refused password (common, personal, the current one) is shown under its field.
    onError: (error) => {
      if (isFieldError(error)) setFieldErrors(apiFieldErrors(error, t, i18n));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordResetCompleteSchema.safeParse({ token, password, confirm_password: confirm });
    const errors = newPasswordErrors(parsed, password, confirm, t);
    setFieldErrors(errors);
    if (parsed.success && Object.keys(errors).length === 0) complete.mutate(parsed.data);
  };

  if (complete.isSuccess) {
    return (
      <Stack gap="md">
        <PageTitle>{t('change_title')}</PageTitle>
        <Alert color="green" variant="light" role="status" data-testid="reset-success">
          {t('password_reset_done')}
        </Alert>
        <Button component={Link} to="/auth/login" fullWidth>
          {t('submit_login')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PageTitle>{t('change_title')}</PageTitle>
        {(!token || (complete.isError && !isFieldError(complete.error))) && (
          <Alert color="red" variant="light" data-testid="reset-error">
            {token ? errorText(complete.error) : t('errors:reset_token_invalid')}
          </Alert>
        )}
        <CredentialInput kind="password" label={t('new_password_label')} autoComplete="new-password" value={password} onChange={setPassword} error={fieldErrors.password} testId="reset-password" />
        <CredentialInput kind="password" label={t('confirm_password_label')} autoComplete="new-password" value={confirm} onChange={setConfirm} error={fieldErrors.confirm_password} testId="reset-confirm-password" />
        <Button type="submit" loading={complete.isPending} disabled={!token} fullWidth data-testid="reset-submit">
          {t('save_password')}
        </Button>
        <Anchor component={Link} to={token ? '/auth/login' : '/auth/forget-password'} size="sm" ta="center">
          {token ? t('back_to_login') : t('forget_title')}
        </Anchor>
      </Stack>
    </form>
  );
}
