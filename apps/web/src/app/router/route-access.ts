import {
  LOGIN_PATH,
  canOpenAppPath,
  homePathFor,
  isAuthPath,
  isPublicPath,
  type SessionUser,
} from '@rayyan/contracts';

/** What the router does with a path for a user (null = visitor). */
export type RouteAccess =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; reason: 'login_required' | 'signed_in' | 'home' | 'not_authorised' };

/**
 * The route guard rules of spec 4 and 6, as one pure decision:
 * - auth routes are for visitors; a signed-in user is sent to the root;
 * - "/" is the landing page for visitors and the home for users (the map when their menu has farms,
 *   else the first page of their menu);
 * - public routes are open to everyone;
 * - any other route needs a session, and a path outside the user's menu sends them home with the
 *   not-authorised popup.
 */
export function routeAccessFor(user: SessionUser | null, pathname: string): RouteAccess {
  if (isAuthPath(pathname)) return user ? { kind: 'redirect', to: '/', reason: 'signed_in' } : { kind: 'allow' };
  if (pathname === '/') {
    if (!user) return { kind: 'allow' };
    const home = homePathFor(user);
    return home === '/' ? { kind: 'allow' } : { kind: 'redirect', to: home, reason: 'home' };
  }
  if (isPublicPath(pathname)) return { kind: 'allow' };
  if (!user) return { kind: 'redirect', to: LOGIN_PATH, reason: 'login_required' };
  if (!canOpenAppPath(user, pathname)) return { kind: 'redirect', to: homePathFor(user), reason: 'not_authorised' };
  return { kind: 'allow' };
}
