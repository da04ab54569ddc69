import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../session/use-session';
import { NotAuthorisedRedirect } from '../shell/not-authorised';
import { routeAccessFor } from './route-access';
import { PageLoader } from './page-loader';

/** State passed to the login page so it can return the user where they were going. */
export interface LoginRedirectState {
  from?: string;
}

/** Renders its children when the current path is open to the current user, else redirects (see `routeAccessFor`). */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search, state: locationState } = useLocation();
  const { user, state } = useSession();
  // A returning user's session is being restored (page load): decide once it is known.
  if (state.status === 'restoring') return <PageLoader />;
  const access = routeAccessFor(user, pathname);
  if (access.kind === 'allow') return children;
  if (access.reason === 'not_authorised') return <NotAuthorisedRedirect to={access.to} />;
  if (access.reason === 'login_required') {
    const state: LoginRedirectState = { from: pathname + search };
    return <Navigate to={access.to} replace state={state} />;
  }
  // Just signed in on the login page: go back to the page that asked for it, else the root.
  const from = (locationState as LoginRedirectState | null)?.from;
  const target = access.reason === 'signed_in' && from?.startsWith('/') && !from.startsWith('//') ? from : access.to;
  return <Navigate to={target} replace />;
}
