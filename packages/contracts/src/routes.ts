/** Routes of spec point 2 that need no sign-in. "/" is the visitors' landing page. */
export const PUBLIC_ROUTES = [
  '/',
  '/contact-us',
  '/apppolicy',
  '/reports/rpw',
  '/fs1pivot12report',
  '/toshkalakes',
  '/about',
  '/test',
  '/Agri-Tech',
  '/Agri-Tech/blogs',
  '/Agri-Tech/blogs/:slug',
  '/Agri-Tech/packages',
  '/Agri-Tech/faq',
  '/learning-zone/alfalfa',
  '/learning-zone/alfalfa/irrigation',
  '/learning-zone/alfalfa/service',
  '/learning-zone/alfalfa/fertilization',
  '/learning-zone/alfalfa/insectdiseases',
  '/learning-zone/alfalfa/plantation',
  '/Agri-Trade',
  '/Agri-Processing',
] as const;

/** Auth routes: a signed-in user opening one is sent to the root. */
export const AUTH_ROUTES = ['/auth/login', '/auth/forget-password', '/auth/change-password'] as const;

/** Routes of the signed-in application (spec point 2 menus, the irrigation pages and the profile). */
export const APP_ROUTES = [
  '/dashboard',
  '/farms',
  '/fields',
  '/fields/:farmId',
  '/trees',
  '/traps',
  '/pesticides',
  '/qr-export',
  '/field',
  '/programs',
  '/programs/templates',
  '/inventories',
  '/users',
  '/farm-owners',
  '/review',
  '/reports',
  '/evaluation',
  '/settings',
  '/settings/access-policy',
  '/settings/activity-log',
  '/settings/organizations',
  '/settings/contact-requests',
  '/settings/pricing',
  '/settings/weather-alerts',
  '/settings/spray-settings',
  '/settings/plant-varieties',
  '/settings/growth-profiles',
  '/settings/kc-profiles',
  '/settings/inventory-items',
  '/settings/suppliers',
  '/settings/custom-activities',
  '/crop-fields',
  '/crop-fields/:id/irrigation',
  '/fields/:id/irrigation',
  '/crop-fields/:id/satellite',
  '/fields/:id/satellite',
  '/fields/:id/grid',
  '/trees/q/:token',
  '/pest-diseases',
  '/labSamples',
  '/assets',
  '/sensors',
  '/sensors/:id',
  '/labors',
  '/learning-zone',
  '/profile',
] as const;

export const LOGIN_PATH = '/auth/login';

/** Whether a path is public (no sign-in needed). */
export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_ROUTES.some((route) => {
    if (!route.includes(':')) return route === path;
    const re = new RegExp('^' + route.replace(/:[^/]+/g, '[^/]+') + '$');
    return re.test(path);
  });
}

export function isAuthPath(pathname: string): boolean {
  return (AUTH_ROUTES as readonly string[]).includes(pathname.replace(/\/+$/, ''));
}

const routePattern = (route: string) => new RegExp('^' + route.replace(/:[^/]+/g, '[^/]+') + '$', 'i');
const WEB_ROUTE_PATTERNS = [...PUBLIC_ROUTES, ...AUTH_ROUTES, ...APP_ROUTES].map(routePattern);

/**
 * Whether a path is a page of the web app (public, auth or application route), as the web router matches
 * it: case-insensitive, trailing slashes ignored. The server answers any other path with HTTP 404.
 */
export function isWebAppPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return WEB_ROUTE_PATTERNS.some((re) => re.test(path));
}
