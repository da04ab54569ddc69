import { Component, useEffect, type ReactNode } from 'react';
import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { LanguageSwitch } from '../i18n/language-switch';
import { useApi } from '../services';
import { reportCrashOnce } from './crash-report';

/**
 * The crash page of spec 2: "Error", "Something Went Wrong", the apology and a reload button
 * (`data-testid="crash-reload"`). It reports the error once on display.
 */
export function CrashPage({ error }: { error: unknown }) {
  const { t } = useTranslation('crash');
  const api = useApi();
  useEffect(() => {
    document.title = t('title');
    void reportCrashOnce(api, error, window.location.pathname);
  }, [api, error, t]);
  return (
    <Center component="main" mih="100vh" p="md" data-testid="crash-page">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Group justify="flex-end" w="100%">
          <LanguageSwitch />
        </Group>
        <Title order={1} c="red.7">
          {t('title')}
        </Title>
        <Title order={2} size="h3">
          {t('heading')}
        </Title>
        <Text c="dimmed">{t('message')}</Text>
        <Button mt="md" onClick={() => window.location.reload()} data-testid="crash-reload">
          {t('reload')}
        </Button>
      </Stack>
    </Center>
  );
}

/** The router's `errorElement`: render errors, loader errors and failed lazy page chunks land here. */
export function RouteCrashPage() {
  const error = useRouteError();
  return <CrashPage error={error} />;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
}

/**
 * Top-level React error boundary for anything that fails outside the router's own boundary.
 * Reporting happens in CrashPage, which has the API client and the translations.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? <CrashPage error={this.state.error} /> : this.props.children;
  }
}
