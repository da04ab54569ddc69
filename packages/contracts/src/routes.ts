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
