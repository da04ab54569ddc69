import { Center, Group, Paper, Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { BrandLogo } from '../../app/shell/brand-logo';
import { LanguageSwitch } from '../../app/i18n/language-switch';
import { RouteGuard } from '../../app/router/route-guard';
import classes from './auth-layout.module.css';

/** Frame of the auth pages: a centred card with the logo and the language switch; visitors only. */
export function AuthLayout() {
  return (
    <RouteGuard>
      <Center component="main" id="main-content" className={classes.page}>
        <Stack w="100%" maw={420} gap="md">
          <Group justify="space-between">
            <BrandLogo />
            <LanguageSwitch />
          </Group>
          <Paper withBorder shadow="sm" p="xl" radius="md">
            <Outlet />
          </Paper>
        </Stack>
      </Center>
    </RouteGuard>
  );
}
