import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';

/**
 * The visitors' landing page: the product, what it does (spec 1), and the ways in (log in, contact us).
 * Deliberately no figures: nothing is claimed that the product cannot show.
 */
export default function LandingPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('common:app_name')} · ${t('pages:landing_tagline')}`;
  }, [t]);
  return (
    <Stack gap="lg" maw={760} py="xl" data-testid="landing">
      <Text c="green.8" fw={600} tt="uppercase">
        {t('pages:landing_tagline')}
      </Text>
      <Title order={1}>{t('common:app_name')}</Title>
      <Text fz="lg" lh={1.7}>
        {t('pages:landing_description')}
      </Text>
      <Group gap="md">
        <Button component={Link} to="/auth/login" size="md" data-testid="landing-login">
          {t('shell:login')}
        </Button>
        <Button component={Link} to="/contact-us" size="md" variant="outline" data-testid="landing-contact">
          {t('shell:contact_us')}
        </Button>
      </Group>
    </Stack>
  );
}
