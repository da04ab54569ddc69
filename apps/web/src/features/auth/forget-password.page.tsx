import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SUBMIT_FEEDBACK_MS, requestResetPasswordSchema } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { useErrorText } from '../../app/api/use-error-text';
import { fieldErrorsFrom } from '../../app/ui/field-errors';
import { CredentialInput } from '../../app/ui/credential-input';
import { PageTitle } from '../../app/ui/page-title';
import { requestPasswordReset, resetRedirectUrl } from './auth-api';

/** `/auth/forget-password`: asks for a reset link; "Request Submit Successfully" shows for 3 s (spec 8 and 9). */
export function Component() {
  const { t } = useTranslation('auth');
  const api = useApi();
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [showSuccess, setShowSuccess] = useState(false);

  const request = useMutation({
    mutationFn: (body: { email: string; redirect_url: string }) => requestPasswordReset(api, body),
    onSuccess: () => setShowSuccess(true),
  });

  useEffect(() => {
    if (!showSuccess) return;
    const timer = window.setTimeout(() => setShowSuccess(false), SUBMIT_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [showSuccess]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = requestResetPasswordSchema.safeParse({ email, redirect_url: resetRedirectUrl() });
    if (!parsed.success) {
      setEmailError(fieldErrorsFrom(parsed.error, t).email);
      return;
    }
    setEmailError(undefined);
    request.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PageTitle>{t('forget_title')}</PageTitle>
        <Text c="dimmed">{t('forget_description')}</Text>
        {showSuccess && (
          <Alert color="green" variant="light" role="status" data-testid="forget-success">
            {t('common:request_submitted')}
          </Alert>
        )}
        {request.isError && (
          <Alert color="red" variant="light" data-testid="forget-error">
            {errorText(request.error)}
          </Alert>
        )}
        <CredentialInput kind="email" label={t('email_label')} autoComplete="email" value={email} onChange={setEmail} error={emailError} testId="forget-email" />
        <Button type="submit" loading={request.isPending} fullWidth data-testid="forget-submit">
          {t('send_reset_link')}
        </Button>
        <Anchor component={Link} to="/auth/login" size="sm" ta="center">
          {t('back_to_login')}
        </Anchor>
      </Stack>
    </form>
  );
}
