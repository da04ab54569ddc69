import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import classes from './brand-logo.module.css';

/** The Rayyan logo; it always leads to the root page (spec 2). `data-testid="logo"`. */
export function BrandLogo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className={classes.logo} aria-label={t('shell:logo_label')} data-testid="logo">
      <Group gap={6} wrap="nowrap">
        <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
          <circle cx="16" cy="16" r="15" fill="var(--mantine-color-green-7)" />
          <path d="M16 7c-5 4-6 9-3 14 1 2 3 3 3 4 0-1 2-2 3-4 3-5 2-10-3-14z" fill="#fff" />
        </svg>
        <Text component="span" fw={700} fz="xl" c="green.8">
          {t('common:app_name')}
        </Text>
      </Group>
    </Link>
  );
}
