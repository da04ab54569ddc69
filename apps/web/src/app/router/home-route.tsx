import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../session/use-session';
import { AppLayout } from '../shell/app-layout';
import { PublicLayout } from '../../public-site/public-layout';
import { routeAccessFor } from './route-access';
import { PageLoader } from './page-loader';

// Both faces of "/" are lazy chunks like every other page; a failed chunk throws into the route's errorElement.
const LandingPage = lazy(() => import('../../public-site/landing.page'));
const MapViewPage = lazy(() => import('../../features/map/map-view.page'));

/** "/": the landing page for visitors; for users the map (menu with farms) or the first page of their menu. */
export function HomeRoute() {
  const { user } = useSession();
  const access = routeAccessFor(user, '/');
  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  if (!user) {
    return (
      <PublicLayout>
        <Suspense fallback={<PageLoader />}>
          <LandingPage />
        </Suspense>
      </PublicLayout>
    );
  }
  return (
    <AppLayout>
      <Suspense fallback={<PageLoader />}>
        <MapViewPage />
      </Suspense>
    </AppLayout>
  );
}
