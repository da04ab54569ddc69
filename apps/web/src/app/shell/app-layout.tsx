import { lazy, Suspense, type ReactNode } from 'react';
import { Anchor, AppShell, Burger, Group, NavLink, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { menuFor, SUPER_ADMIN_LINKS, type MenuItem } from '@rayyan/contracts';
import { useSession } from '../session/use-session';
import { RouteGuard } from '../router/route-guard';
import { LanguageSwitch } from '../i18n/language-switch';
import { BrandLogo } from './brand-logo';
import { OrganizationMessagePopup } from './organization-message-popup';
import classes from './app-layout.module.css';

// The bell (and its weather contracts) load in their own chunk, after the shell.
const NotificationsBell = lazy(() => import('../../features/weather/notifications-bell'));

function isActive(item: MenuItem, pathname: string): boolean {
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}

/** Side navigation from the user's menu (spec 2 and 6), ending with the logout action. */
function SideNavigation({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { user, logout } = useSession();
  const { pathname } = useLocation();
  const menu = user ? menuFor(user) : [];
  return (
    <nav aria-label={t('shell:main_navigation')} className={classes.nav}>
      <ScrollArea className={classes.links}>
        {menu.map((item) => {
          const active = isActive(item, pathname);
          return (
            <NavLink
              key={item.key}
              component={Link}
              to={item.path}
              label={t(`menu:${item.key}`)}
              active={active}
              aria-current={active ? 'page' : undefined}
              data-testid={`nav-${item.key}`}
              onClick={onNavigate}
              className={classes.link}
            />
          );
        })}
        {/* On phones the header has no room for the platform pages of super admins: they are listed here. */}
        {user?.super_admin &&
          SUPER_ADMIN_LINKS.filter((link) => link.key !== 'organizations' && !menu.some((item) => item.path === link.path)).map((link) => (
            <NavLink
              key={link.key}
              component={Link}
              to={link.path}
              label={t(`shell:${link.key}`)}
              active={isActive(link, pathname)}
              onClick={onNavigate}
              hiddenFrom="md"
              className={classes.link}
            />
          ))}
      </ScrollArea>
      <UnstyledButton className={classes.logout} onClick={() => void logout('user')} data-testid="nav-logout">
        {t('menu:logout')}
      </UnstyledButton>
    </nav>
  );
}

/**
 * The signed-in application frame (Mantine AppShell): header with logo, user name, profile link and
 * language switch; side navigation that collapses behind a burger on phones. Guards its routes.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <RouteGuard>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('shell:toggle_navigation')} data-testid="burger" />
              <BrandLogo />
            </Group>
            <Group gap="sm" wrap="nowrap">
              <Text dir="auto" fw={600} visibleFrom="xs" data-testid="shell-user-name" className={classes.userName}>
                {user?.user_name}
              </Text>
              {user?.super_admin &&
                SUPER_ADMIN_LINKS.map((link) => (
                  // Organizations stays in the header on phones; the other platform pages from medium screens.
                  <Anchor key={link.key} component={Link} to={link.path} data-testid={`header-${link.key}`} visibleFrom={link.key === 'organizations' ? undefined : 'md'}>
                    {t(`shell:${link.key}`)}
                  </Anchor>
                ))}
              <Anchor component={Link} to="/profile" data-testid="shell-profile">
                {t('shell:profile')}
              </Anchor>
              {user && (
                <Suspense fallback={null}>
                  <NotificationsBell />
                </Suspense>
              )}
              <LanguageSwitch />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="xs">
          <SideNavigation onNavigate={close} />
        </AppShell.Navbar>
        {/* Spec 2: a navigation route (path containing "navigation") gets a fit-content height. */}
        <AppShell.Main id="main-content" style={pathname.includes('navigation') ? { height: 'fit-content', minHeight: 0 } : undefined}>
          {children ?? <Outlet />}
        </AppShell.Main>
        <OrganizationMessagePopup />
      </AppShell>
    </RouteGuard>
  );
}
