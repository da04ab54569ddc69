import type { ReactNode } from 'react';
import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../app/shell/brand-logo';
import { LanguageSwitch } from '../app/i18n/language-switch';
import { RouteGuard } from '../app/router/route-guard';
import { useSession } from '../app/session/use-session';
import classes from './public-layout.module.css';

/** Frame of the public marketing site: logo, contact link, log-in (or open-platform) link, language switch. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  return (
    <RouteGuard>
      <Box component="header" className={classes.header}>
        <Container size="lg">
          <Group justify="space-between" py="sm" wrap="nowrap">
            <BrandLogo />
            <Group gap="md" wrap="nowrap">
              <Anchor component={Link} to="/contact-us" data-testid="public-contact-link">
                {t('contact_us')}
              </Anchor>
              {user ? (
                <Button component={Link} to="/" size="xs" variant="light">
                  {t('open_platform')}
                </Button>
              ) : (
                <Button component={Link} to="/auth/login" size="xs" data-testid="public-login-link">
                  {t('login')}
                </Button>
              )}
              <LanguageSwitch />
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="lg" component="main" id="main-content" py="xl">
        {children ?? <Outlet />}
      </Container>
    </RouteGuard>
  );
}
