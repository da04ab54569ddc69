import type { FarmingType } from './roles';

/** One entry of the side navigation: `key` is the i18n key in the "menu" namespace. */
export interface MenuItem {
  key: string;
  path: string;
}

/** Tree-farming side navigation, in the order of spec point 2. */
export const TREE_MENU: readonly MenuItem[] = [
  { key: 'dashboard', path: '/dashboard' },
  { key: 'regions', path: '/farms' },
  { key: 'farms', path: '/fields' },
  { key: 'trees', path: '/trees' },
  { key: 'traps', path: '/traps' },
  { key: 'pesticides', path: '/pesticides' },
  { key: 'qr_export', path: '/qr-export' },
  /** The field app (issue #12): find a palm by code or label and record it, offline too; not a page of spec point 2. */
  { key: 'field_records', path: '/field' },
  { key: 'work_orders', path: '/programs' },
  { key: 'inventories', path: '/inventories' },
  { key: 'users', path: '/users' },
  { key: 'farm_owners', path: '/farm-owners' },
  { key: 'review', path: '/review' },
  { key: 'reports_and_dashboard', path: '/reports' },
  { key: 'evaluation', path: '/evaluation' },
  { key: 'settings', path: '/settings' },
];

/** Crop (non-tree) side navigation, in the order of spec point 2. */
export const CROP_MENU: readonly MenuItem[] = [
  { key: 'region', path: '/farms' },
  { key: 'farms', path: '/fields' },
  { key: 'crop_fields', path: '/crop-fields' },
  { key: 'pest_and_diseases', path: '/pest-diseases' },
  { key: 'lab_samples', path: '/labSamples' },
  { key: 'program', path: '/programs' },
  { key: 'inventories', path: '/inventories' },
  { key: 'assets', path: '/assets' },
  { key: 'sensors', path: '/sensors' },
  { key: 'users', path: '/users' },
  { key: 'labors', path: '/labors' },
  { key: 'reports_and_dashboard', path: '/reports' },
  { key: 'learning_zone', path: '/learning-zone' },
  { key: 'settings', path: '/settings' },
];

export interface MenuUser {
  farming_type: readonly FarmingType[] | readonly string[];
  super_admin: boolean;
  farm_role: string | null;
}

/**
 * The side navigation a user sees (spec point 6). Every menu ends with the logout action,
 * which is not a route and so is not listed here.
 * - non-tree farming types: the crop menu;
 * - tree farming with super_admin: only evaluation;
 * - tree farming, not super admin, farm_role agriculture_engineer: only Review and reportsAndDashboard;
 * - other tree users: the full tree menu.
 */
export function menuFor(user: MenuUser): MenuItem[] {
  if (!user.farming_type.includes('tree')) return [...CROP_MENU];
  if (user.super_admin) return TREE_MENU.filter((item) => item.key === 'evaluation');
  if (user.farm_role === 'agriculture_engineer') {
    return TREE_MENU.filter((item) => item.key === 'review' || item.key === 'reports_and_dashboard');
  }
  return [...TREE_MENU];
}

/** Paths every signed-in user may open, whatever their menu. */
export const COMMON_APP_PATHS = ['/', '/profile'] as const;

/** True when the menu holds the map view (regions or farms), which then is the user's home. */
export function menuHasFarms(menu: readonly MenuItem[]): boolean {
  return menu.some((item) => item.path === '/farms' || item.path === '/fields');
}

/**
 * Where "/" leads a signed-in user: the map view when their menu includes farms,
 * else the first page of their menu.
 */
export function homePathFor(user: MenuUser): string {
  const menu = menuFor(user);
  if (menuHasFarms(menu)) return '/';
  return menu[0]?.path ?? '/profile';
}

/** Paths super admins may open whatever their menu (reached from the header, not the side navigation). */
export const SUPER_ADMIN_APP_PATHS = ['/settings/organizations', '/settings/contact-requests', '/settings/pricing', '/learning-zone'] as const;

/** The header links of super admins (i18n namespace "shell"), to the pages of SUPER_ADMIN_APP_PATHS. */
export const SUPER_ADMIN_LINKS = [
  { key: 'organizations', path: '/settings/organizations' },
  { key: 'contact_requests', path: '/settings/contact-requests' },
  { key: 'pricing', path: '/settings/pricing' },
  { key: 'learning_zone', path: '/learning-zone' },
] as const satisfies readonly MenuItem[];

/** Whether a signed-in user may open an application path (its first segment is in their menu). */
export function canOpenAppPath(user: MenuUser, pathname: string): boolean {
  if ((COMMON_APP_PATHS as readonly string[]).includes(pathname)) return true;
  if (user.super_admin && SUPER_ADMIN_APP_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return true;
  const first = '/' + (pathname.split('/')[1] ?? '');
  return menuFor(user).some((item) => item.path === first);
}
