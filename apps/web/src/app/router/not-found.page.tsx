import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../shell/brand-logo';
import { LanguageSwitch } from '../i18n/language-switch';

/** Translated 404 page for unknown paths (`data-testid="not-found"`). */
export function Component() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('pages:not_found_title')} · ${t('common:app_name')}`;
  }, [t]);
  return (
    <Center component="main" id="main-content" mih="100vh" p="md" data-testid="not-found">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Group justify="space-between" w="100%">
          <BrandLogo />
          <LanguageSwitch />
        </Group>
        <Text fz={64} fw={700} c="green.7" aria-hidden="true">
          404
        </Text>
        <Title order={1} size="h2">
          {t('pages:not_found_title')}
        </Title>
        <Text c="dimmed">{t('pages:not_found_message')}</Text>
        <Button component={Link} to="/">
          {t('common:back_home')}
        </Button>
      </Stack>
    </Center>
  );
}
