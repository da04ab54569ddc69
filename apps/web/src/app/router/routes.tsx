import type { RouteObject } from 'react-router';
import type { i18n } from 'i18next';
import { RootLayout } from './root-layout';
import { PageLoader } from './page-loader';
import { HomeRoute } from './home-route';
import { RouteCrashPage } from '../crash/crash-page';
import { AppLayout } from '../shell/app-layout';
import { AuthLayout } from '../../features/auth/auth-layout';
import { withAppNamespaces } from '../i18n/app-namespaces';

// Every page is its own lazy chunk (ARCHITECTURE: web app); a chunk that fails to load rejects the
// route's `lazy`, which the root `errorElement` turns into the crash page. Paths are spec point 2.
// Pages of the app (not the public site's) also wait for the app's message namespaces of the current
// language, loaded beside their chunk: the shell bundles only its own (../i18n/app-namespaces.ts).

/** Public marketing routes (PUBLIC_ROUTES of @rayyan/contracts, "/" aside). */
const publicRoutes: RouteObject[] = [
  { path: '/contact-us', lazy: () => import('../../public-site/pages/contact-us.page') },
  { path: '/apppolicy', lazy: () => import('../../public-site/pages/app-policy.page') },
  { path: '/reports/rpw', lazy: () => import('../../public-site/pages/rpw-report.page') },
  { path: '/fs1pivot12report', lazy: () => import('../../public-site/pages/fs1pivot12-report.page') },
  { path: '/toshkalakes', lazy: () => import('../../public-site/pages/toshka-lakes.page') },
  { path: '/about', lazy: () => import('../../public-site/pages/about.page') },
  { path: '/test', lazy: () => import('../../public-site/pages/test.page') },
  { path: '/Agri-Tech', lazy: () => import('../../public-site/pages/agri-tech.page') },
  { path: '/Agri-Tech/blogs', lazy: () => import('../../public-site/pages/agri-tech-blogs.page') },
  { path: '/Agri-Tech/blogs/:slug', lazy: () => import('../../public-site/pages/agri-tech-blog-article.page') },
  { path: '/Agri-Tech/packages', lazy: () => import('../../public-site/pages/agri-tech-packages.page') },
  { path: '/Agri-Tech/faq', lazy: () => import('../../public-site/pages/agri-tech-faq.page') },
  { path: '/learning-zone/alfalfa', lazy: () => import('../../public-site/pages/alfalfa.page') },
  { path: '/learning-zone/alfalfa/irrigation', lazy: () => import('../../public-site/pages/alfalfa-irrigation.page') },
  { path: '/learning-zone/alfalfa/service', lazy: () => import('../../public-site/pages/alfalfa-service.page') },
  { path: '/learning-zone/alfalfa/fertilization', lazy: () => import('../../public-site/pages/alfalfa-fertilization.page') },
  { path: '/learning-zone/alfalfa/insectdiseases', lazy: () => import('../../public-site/pages/alfalfa-insect-diseases.page') },
  { path: '/learning-zone/alfalfa/plantation', lazy: () => import('../../public-site/pages/alfalfa-plantation.page') },
  { path: '/Agri-Trade', lazy: () => import('../../public-site/pages/agri-trade.page') },
  { path: '/Agri-Processing', lazy: () => import('../../public-site/pages/agri-processing.page') },
];

/** Application routes: the tree and crop menu paths and the profile; signed-in users only. */
const appRoutes: RouteObject[] = [
  { path: '/dashboard', lazy: () => import('../../features/dashboard/dashboard.page') },
  { path: '/farms', lazy: () => import('../../features/regions/regions.page') },
  { path: '/fields', lazy: () => import('../../features/farms/farms.page') },
  { path: '/fields/:farmId', lazy: () => import('../../features/fields/farm-fields.page') },
  { path: '/trees', lazy: () => import('../../features/trees/trees.page') },
  { path: '/traps', lazy: () => import('../../features/traps/traps.page') },
  { path: '/pesticides', lazy: () => import('../../features/pesticides/pesticides.page') },
  { path: '/qr-export', lazy: () => import('../../features/qr-export/qr-export.page') },
  { path: '/field', lazy: () => import('../../features/field-app/field-record.page') },
  { path: '/programs', lazy: () => import('../../features/programs/programs.page') },
  { path: '/programs/templates', lazy: () => import('../../features/programs/program-templates.page') },
  { path: '/inventories', lazy: () => import('../../features/inventories/inventories.page') },
  { path: '/users', lazy: () => import('../../features/users/users.page') },
  { path: '/farm-owners', lazy: () => import('../../features/farm-owners/farm-owners.page') },
  { path: '/review', lazy: () => import('../../features/review/review.page') },
  { path: '/reports', lazy: () => import('../../features/reports/reports.page') },
  { path: '/evaluation', lazy: () => import('../../features/evaluation/evaluation.page') },
  { path: '/settings', lazy: () => import('../../features/settings/settings.page') },
  { path: '/settings/access-policy', lazy: () => import('../../features/settings/access-policy.page') },
  { path: '/settings/activity-log', lazy: () => import('../../features/settings/activity-log.page') },
  { path: '/settings/organizations', lazy: () => import('../../features/settings/organizations.page') },
  { path: '/settings/contact-requests', lazy: () => import('../../features/contact-requests/contact-requests.page') },
  { path: '/settings/pricing', lazy: () => import('../../features/settings/pricing.page') },
  { path: '/settings/weather-alerts', lazy: () => import('../../features/weather/weather-alerts.page') },
  { path: '/settings/spray-settings', lazy: () => import('../../features/weather/spray-settings.page') },
  { path: '/settings/plant-varieties', lazy: () => import('../../features/crop-profiles/plant-varieties.page') },
  { path: '/settings/growth-profiles', lazy: () => import('../../features/crop-profiles/growth-profiles.page') },
  { path: '/settings/kc-profiles', lazy: () => import('../../features/crop-profiles/kc-profiles.page') },
  { path: '/settings/inventory-items', lazy: () => import('../../features/inventories/inventory-items.page') },
  { path: '/settings/suppliers', lazy: () => import('../../features/inventories/suppliers.page') },
  { path: '/settings/custom-activities', lazy: () => import('../../features/programs/custom-activities.page') },
  { path: '/crop-fields', lazy: () => import('../../features/crop-fields/crop-fields.page') },
  { path: '/crop-fields/:id/irrigation', lazy: () => import('../../features/irrigation/irrigation.page') },
  { path: '/fields/:id/irrigation', lazy: () => import('../../features/irrigation/irrigation.page') },
  { path: '/crop-fields/:id/satellite', lazy: () => import('../../features/satellite/satellite.page') },
  { path: '/fields/:id/satellite', lazy: () => import('../../features/satellite/satellite.page') },
  { path: '/fields/:id/grid', lazy: () => import('../../features/trees/grid/tree-grid.page') },
  { path: '/trees/q/:token', lazy: () => import('../../features/qr-export/qr-link.page') },
  { path: '/pest-diseases', lazy: () => import('../../features/pest-diseases/pest-diseases.page') },
  { path: '/labSamples', lazy: () => import('../../features/lab-samples/lab-samples.page') },
  { path: '/assets', lazy: () => import('../../features/assets/assets.page') },
  { path: '/sensors', lazy: () => import('../../features/sensors/sensors.page') },
  { path: '/sensors/:id', lazy: () => import('../../features/sensors/sensor.page') },
  { path: '/labors', lazy: () => import('../../features/labors/labors.page') },
  { path: '/learning-zone', lazy: () => import('../../features/learning-zone/learning-zone.page') },
  { path: '/profile', lazy: () => import('../../features/profile/profile.page') },
];

/** Auth routes (AUTH_ROUTES): visitors only. */
const authRoutes: RouteObject[] = [
  { path: '/auth/login', lazy: () => import('../../features/auth/login.page') },
  { path: '/auth/forget-password', lazy: () => import('../../features/auth/forget-password.page') },
  { path: '/auth/change-password', lazy: () => import('../../features/auth/change-password.page') },
];

/** The same routes, each page's `lazy` also loading the app namespaces of the current language. */
function withNamespaces(instance: i18n, list: RouteObject[]): RouteObject[] {
  return list.map((route) => (typeof route.lazy === 'function' ? { ...route, lazy: withAppNamespaces(instance, route.lazy) } : route));
}

/**
 * The whole route tree of the web app; `instance` is the i18next instance the pages' namespaces go to.
 * `sessionStarted` (the browser's, see main.tsx) holds every page back, behind the loader, until the
 * session has been restored, so the route guards judge a returning user as signed in.
 */
export function createRoutes(instance: i18n, sessionStarted?: Promise<unknown>): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ...(sessionStarted && { loader: () => sessionStarted.then(() => null) }),
      errorElement: <RouteCrashPage />,
      HydrateFallback: PageLoader,
      children: [
        { index: true, Component: HomeRoute },
        // The public site's frame is a chunk of its own: the signed-in shell does not carry it.
        { lazy: async () => ({ Component: (await import('../../public-site/public-layout')).PublicLayout }), children: publicRoutes },
        { Component: AuthLayout, children: withNamespaces(instance, authRoutes) },
        { Component: AppLayout, children: withNamespaces(instance, appRoutes) },
        ...withNamespaces(instance, [{ path: '*', lazy: () => import('./not-found.page') }]),
      ],
    },
  ];
}
