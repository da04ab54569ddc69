import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { tokenRequestSchema, type TokenRequest } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { ApiRequestError } from '../../app/api/api-client';
import { useSession } from '../../app/session/use-session';
import { useErrorText } from '../../app/api/use-error-text';
import { fieldErrorsFrom } from '../../app/ui/field-errors';
import { CredentialInput } from '../../app/ui/credential-input';
import { PageTitle } from '../../app/ui/page-title';
import { requestTokens } from './auth-api';
import { ME_QUERY_KEY, fetchMe } from '../../app/permissions/use-me';
import { applyPreferences } from '../profile/preferences';

/**
 * `/auth/login`: user name or phone number, password, remember me. On success the session starts and the
 * auth route guard takes the user to where they were going (or the root).
 */
export function Component() {
  const { t, i18n } = useTranslation('auth');
  const queryClient = useQueryClient();
  const api = useApi();
  const session = useSession();
  const errorText = useErrorText();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const login = useMutation({
    mutationFn: (credentials: TokenRequest) => requestTokens(api, { ...credentials, client: 'web', refresh_in: 'cookie', remember }),
    onSuccess: (tokens) => {
      session.login(tokens);
      // Saved preferences (language, map type) apply at sign-in; a failure here must not undo the sign-in.
      void queryClient
        .fetchQuery({ queryKey: ME_QUERY_KEY, queryFn: () => fetchMe(api) })
        .then((profile) => applyPreferences(profile.preferences, i18n))
        .catch(() => undefined);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = tokenRequestSchema.safeParse({ username, password });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFrom(parsed.error, t));
      return;
    }
    setFieldErrors({});
    login.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <PageTitle>{t('login_title')}</PageTitle>
          <Text c="dimmed" mt={-8}>
            {t('login_subtitle')}
          </Text>
        </div>
        {login.isError && (
          <Alert color="red" variant="light" data-testid="login-error">
            {errorText(login.error)}
            {login.error instanceof ApiRequestError && login.error.code === 'too_many_attempts' && login.error.retryAfterSeconds !== undefined && (
              <> {t('try_again_in_minutes', { count: Math.max(1, Math.ceil(login.error.retryAfterSeconds / 60)) })}</>
            )}
          </Alert>
        )}
        <CredentialInput label={t('username_label')} autoComplete="username" value={username} onChange={setUsername} error={fieldErrors.username} testId="login-username" />
        <CredentialInput kind="password" label={t('password_label')} autoComplete="current-password" value={password} onChange={setPassword} error={fieldErrors.password} testId="login-password" />
        <Group justify="space-between">
          <Checkbox
            label={t('remember_me')}
            checked={remember}
            onChange={(e) => setRemember(e.currentTarget.checked)}
            data-testid="login-remember"
          />
          <Anchor component={Link} to="/auth/forget-password" size="sm" data-testid="login-forgot-password">
            {t('forgot_password')}
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth data-testid="login-submit">
          {t('submit_login')}
        </Button>
        <Text size="sm" ta="center">
          {t('no_account')}{' '}
          <Anchor component={Link} to="/contact-us" data-testid="login-contact-us">
            {t('contact_us')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
