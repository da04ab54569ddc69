import { Card, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/use-session';
import { PageTitle } from '../../app/ui/page-title';

interface Section {
  key: string;
  to: string;
  superAdminOnly?: boolean;
}

const SECTIONS: Section[] = [
  { key: 'access_policy', to: '/settings/access-policy' },
  { key: 'activity_log', to: '/settings/activity-log' },
  { key: 'weather_alerts', to: '/settings/weather-alerts' },
  { key: 'spray_settings', to: '/settings/spray-settings' },
  { key: 'plant_varieties', to: '/settings/plant-varieties' },
  { key: 'growth_profiles', to: '/settings/growth-profiles' },
  { key: 'kc_profiles', to: '/settings/kc-profiles' },
  { key: 'inventory_items', to: '/settings/inventory-items' },
  { key: 'suppliers', to: '/settings/suppliers' },
  { key: 'custom_activities', to: '/settings/custom-activities' },
  { key: 'organizations', to: '/settings/organizations', superAdminOnly: true },
  { key: 'contact_requests', to: '/settings/contact-requests', superAdminOnly: true },
  { key: 'pricing', to: '/settings/pricing', superAdminOnly: true },
  { key: 'preferences', to: '/profile' },
];

/** `/settings`: the settings sections as cards (spec 2). */
export function Component() {
  const { t } = useTranslation('settings');
  const { user } = useSession();
  const sections = SECTIONS.filter((s) => !s.superAdminOnly || user?.super_admin);
  return (
    <Stack gap="md">
      <PageTitle>{t('title')}</PageTitle>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {sections.map((s) => (
          <li key={s.key}>
            <UnstyledButton component={Link} to={s.to} data-testid={`settings-${s.key}`} style={{ display: 'block', height: '100%' }}>
              <Card withBorder padding="lg" h="100%">
                <Text fw={700} size="lg">
                  {t(`sections.${s.key}`)}
                </Text>
                <Text size="sm" c="dimmed" mt={4}>
                  {t(`sections.${s.key}_description`)}
                </Text>
              </Card>
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
