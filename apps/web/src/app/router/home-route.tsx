import { lazy, Suspense, useEffect } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../session/use-session';
import { AppLayout } from '../shell/app-layout';
import { useAppNamespaces } from '../i18n/app-namespaces';
import { routeAccessFor } from './route-access';
import { PageLoader } from './page-loader';

// Both faces of "/" are lazy chunks like every other page; a failed chunk throws into the route's errorElement.
// The visitors' face brings the public site's frame with it, so the signed-in shell does not carry it.
const PublicLanding = lazy(async () => {
  const [{ PublicLayout }, { default: LandingPage }] = await Promise.all([import('../../public-site/public-layout'), import('../../public-site/landing.page')]);
  return {
    default: () => (
      <PublicLayout>
        <LandingPage />
      </PublicLayout>
    ),
  };
});
const loadMapView = () => import('../../features/map/map-view.page');
const MapViewPage = lazy(loadMapView);

/** The map once the app's message namespaces are in (main.tsx starts loading them for a returning user). */
function SignedInHome() {
  const ready = useAppNamespaces();
  useEffect(() => void loadMapView().catch(() => undefined), []); // the map's chunk loads meanwhile
  return ready ? <MapViewPage /> : <PageLoader />;
}

/** "/": the landing page for visitors; for users the map (menu with farms) or the first page of their menu. */
export function HomeRoute() {
  const { user } = useSession();
  const access = routeAccessFor(user, '/');
  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  if (!user) {
    return (
      <Suspense fallback={<PageLoader />}>
        <PublicLanding />
      </Suspense>
    );
  }
  return (
    <AppLayout>
      <Suspense fallback={<PageLoader />}>
        <SignedInHome />
      </Suspense>
    </AppLayout>
  );
}
