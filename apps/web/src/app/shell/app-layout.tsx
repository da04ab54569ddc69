import { lazy, Suspense, type ReactNode } from 'react';
import { Anchor, Burger, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { menuFor, SUPER_ADMIN_LINKS, type MenuItem } from '@rayyan/contracts';
import { useSession } from '../session/use-session';
import { RouteGuard } from '../router/route-guard';
import { LanguageSwitch } from '../i18n/language-switch';
import { BrandLogo } from './brand-logo';
import classes from './app-layout.module.css';

// The bell (and its weather contracts) and the organisation message popup (a modal) load in their own
// chunks, after the shell.
const NotificationsBell = lazy(() => import('../../features/weather/notifications-bell'));
const OrganizationMessagePopup = lazy(async () => ({ default: (await import('./organization-message-popup')).OrganizationMessagePopup }));
// Records waiting on the phone (the field app, issue #12) are sent from any page, for users whose menu records them.
const FieldOutboxSync = lazy(() => import('../../features/field-app/outbox-sync'));

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
      <div className={classes.links}>
        {menu.map((item) => {
          const active = isActive(item, pathname);
          return (
            <Link
              key={item.key}
              to={item.path}
              data-active={active || undefined}
              aria-current={active ? 'page' : undefined}
              data-testid={`nav-${item.key}`}
              onClick={onNavigate}
              className={classes.link}
            >
              {t(`menu:${item.key}`)}
            </Link>
          );
        })}
        {/* On phones the header has no room for the platform pages of super admins: they are listed here. */}
        {user?.super_admin &&
          SUPER_ADMIN_LINKS.filter((link) => link.key !== 'organizations' && !menu.some((item) => item.path === link.path)).map((link) => (
            <Link
              key={link.key}
              to={link.path}
              data-active={isActive(link, pathname) || undefined}
              onClick={onNavigate}
              className={`${classes.link} ${classes.phoneOnly}`}
            >
              {t(`shell:${link.key}`)}
            </Link>
          ))}
      </div>
      <UnstyledButton className={classes.logout} onClick={() => void logout('user')} data-testid="nav-logout">
        {t('menu:logout')}
      </UnstyledButton>
    </nav>
  );
}

/**
 * The signed-in application frame: header with logo, user name, profile link and language switch; side
 * navigation that collapses behind a burger on phones. Guards its routes. Laid out by its own CSS module
 * (the shape of Mantine's AppShell: 60 px header, 250 px navbar from the `sm` breakpoint) so the shell
 * does not carry AppShell's code.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <RouteGuard>
      <div className={classes.frame}>
        <header className={classes.header}>
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
        </header>
        <nav className={classes.navbar} data-opened={opened || undefined}>
          <SideNavigation onNavigate={close} />
        </nav>
        {/* Spec 2: a navigation route (path containing "navigation") gets a fit-content height. */}
        <main id="main-content" className={classes.main} style={pathname.includes('navigation') ? { height: 'fit-content', minHeight: 0 } : undefined}>
          {children ?? <Outlet />}
        </main>
        {user && (
          <Suspense fallback={null}>
            <OrganizationMessagePopup />
          </Suspense>
        )}
        {user && pathname !== '/field' && menuFor(user).some((item) => item.path === '/field') && (
          <Suspense fallback={null}>
            <FieldOutboxSync />
          </Suspense>
        )}
      </div>
    </RouteGuard>
  );
}
