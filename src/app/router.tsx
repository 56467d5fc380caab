import { lazy, type ComponentType, type JSX } from 'react';
import { createBrowserRouter, useLoaderData, useSearchParams, type HydrationState, type RouteObject } from 'react-router-dom';
import type { components } from '../../openapi/schema';
import { firstPageQuery, listStartOf } from '../../machines/reservation-list.machine';
import { browserPageData } from '../api/page-data';
import { propertyIdOf, type CalendarFirstView } from '../shared/calendar-first-view';
import { loadCalendarFirstView, type PageDataSource } from '../shared/page-data';
import { isAdminUser } from '../shared/session-user';
import { sessionStore } from './session-store';
import { AppLayout } from './layout/app-layout';
import { WithValidParams } from './route-params';
import { SCREEN_PATHS, WIZARD_PATTERNS, type ScreenPath } from './route-paths';

// The composition root: the one app file that imports screens (eslint.config.js). Screens sit on
// the rest of src/app, so only here, where a path is mapped to its screen, do the two meet.

/** React.lazy for a named export, so screens keep named exports and still split per route. */
function lazyNamed<K extends string, M extends Record<K, ComponentType<never>>>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}

const LandingScreen = lazyNamed(() => import('../screens/landing/landing-screen'), 'LandingScreen');
const AboutUsScreen = lazyNamed(() => import('../screens/info/about-us-screen'), 'AboutUsScreen');
const TermsScreen = lazyNamed(() => import('../screens/info/terms-screen'), 'TermsScreen');
const PrivacyScreen = lazyNamed(() => import('../screens/info/privacy-screen'), 'PrivacyScreen');
const ComingSoonScreen = lazyNamed(() => import('../screens/info/coming-soon-screen'), 'ComingSoonScreen');
/**
 * The router's error page, off the first load. src/main.tsx loads it once the browser is idle after
 * start, so it is at hand before a new release can leave this tab's chunks unreachable, one of the
 * failures it explains.
 */
export const loadRouteErrorScreen = () => import('../screens/errors/route-error-screen');
const RouteErrorScreen = lazyNamed(loadRouteErrorScreen, 'RouteErrorScreen');
const NotFoundScreen = lazyNamed(() => import('../screens/errors/not-found-screen'), 'NotFoundScreen');
const AdminRedirect = lazy(() =>
  import('../screens/admin/admin-redirect').then((m) => ({ default: m.AdminRedirect })),
);

const LoginScreen = lazyNamed(() => import('../screens/auth/login-screen'), 'LoginScreen');
const SignUpScreen = lazyNamed(() => import('../screens/auth/sign-up-screen'), 'SignUpScreen');
const ForgotPasswordScreen = lazyNamed(() => import('../screens/auth/forgot-password-screen'), 'ForgotPasswordScreen');
const ResetPasswordScreen = lazyNamed(() => import('../screens/auth/reset-password-screen'), 'ResetPasswordScreen');
// These two take the data their route loaded (see DashboardPage).
const DashboardScreen = lazy(() => import('../screens/dashboard/dashboard-screen').then((m) => ({ default: m.DashboardScreen })));
const ProfileScreen = lazyNamed(() => import('../screens/profile/profile-screen'), 'ProfileScreen');
const WizardShell = lazyNamed(() => import('../screens/wizard/wizard-shell'), 'WizardShell');
const DraftListingScreen = lazyNamed(() => import('../screens/draft-listing/draft-listing-screen'), 'DraftListingScreen');
const PlanSelectionScreen = lazyNamed(() => import('../screens/plan-selection/plan-selection-screen'), 'PlanSelectionScreen');
const ListedPropertiesScreen = lazyNamed(() => import('../screens/listings/listed-properties-screen'), 'ListedPropertiesScreen');
const PropertyViewScreen = lazyNamed(() => import('../screens/listings/property-view-screen'), 'PropertyViewScreen');
const CalendarScreen = lazy(() => import('../screens/calendar/calendar-screen').then((m) => ({ default: m.CalendarScreen })));
const ReservationManageScreen = lazy(() => import('../screens/reservations/reservation-manage-screen').then((m) => ({ default: m.ReservationManageScreen })));
const ViewReservationScreen = lazyNamed(() => import('../screens/reservations/view-reservation-screen'), 'ViewReservationScreen');
const EarningsScreen = lazyNamed(() => import('../screens/earnings/earnings-screen'), 'EarningsScreen');
const SyncScreen = lazyNamed(() => import('../screens/sync/sync-screen'), 'SyncScreen');
const AdminListingsScreen = lazyNamed(() => import('../screens/admin/admin-listings-screen'), 'AdminListingsScreen');
// The layout mounts it once the start-listing flow has loaded (the first plan card click).
const InquiryDialog = lazyNamed(() => import('../screens/inquiry/inquiry-dialog'), 'InquiryDialog');

/**
 * A signed-in host's first screens, whose data their route loads: on the server, which renders the
 * page with it (src/server/modules/web-pages), and in the browser on a later visit. A page the
 * server rendered hydrates with that data (src/main.tsx), so the browser does not load it again.
 * The screen starts from the loader's data; with none (the call failed) it loads for itself and
 * shows the failure as it always has.
 */
function DashboardPage() {
  return <DashboardScreen rendered={useLoaderData<components['schemas']['Dashboard'] | null>() ?? undefined} />;
}
function CalendarPage() {
  return <CalendarScreen rendered={useLoaderData<CalendarFirstView | null>() ?? undefined} />;
}
function ReservationManagePage() {
  const [search] = useSearchParams();
  return <ReservationManageScreen start={listStartOf(search)} rendered={useLoaderData<components['schemas']['ReservationPage'] | null>() ?? undefined} />;
}

const noData = () => null;

/**
 * Each such page's loader, reading from `pages` when `forHost()` says the visitor is a signed-in
 * host (anyone else the layout sends on, and the screen loads for itself, as for an admin). Its
 * screen's machine takes over from there, so a search change never reloads it.
 */
const pageLoaders = (pages: PageDataSource, forHost: () => boolean): Partial<Record<ScreenPath, Pick<RouteObject, 'id' | 'loader' | 'shouldRevalidate'>>> => ({
  '/dashboard': { id: 'dashboard', loader: () => (forHost() ? pages.dashboard().catch(noData) : null), shouldRevalidate: () => false },
  '/calendar': {
    id: 'calendar',
    loader: ({ request }) => (forHost() ? loadCalendarFirstView(pages, propertyIdOf(new URL(request.url).searchParams.get('propertyId'))).catch(noData) : null),
    shouldRevalidate: () => false,
  },
  '/reservation-manage': {
    id: 'reservation-manage',
    loader: ({ request }) => (forHost() ? pages.reservations(firstPageQuery(listStartOf(new URL(request.url).searchParams))).catch(noData) : null),
    shouldRevalidate: () => false,
  },
});

/** Every screen path of spec §2 outside the wizard, with its screen. */
const SCREENS: Record<ScreenPath, JSX.Element> = {
  '/login': <LoginScreen />,
  '/sign-up': <SignUpScreen />,
  '/forget-password': <ForgotPasswordScreen />,
  '/reset-password': <ResetPasswordScreen />,
  '/dashboard': <DashboardPage />,
  '/profile': <ProfileScreen />,
  '/plan-selection': <PlanSelectionScreen />,
  '/draft-listing': <DraftListingScreen />,
  '/listed-properties': <ListedPropertiesScreen />,
  '/view/:propertyId': <PropertyViewScreen />,
  '/calendar': <CalendarPage />,
  '/reservation-manage': <ReservationManagePage />,
  '/view-reservation/:reservationCode': <ViewReservationScreen />,
  '/earnings-manage': <EarningsScreen />,
  '/synchronize/:propertyId': <SyncScreen />,
  '/admin-property-listings': <AdminListingsScreen />,
};

/**
 * The app's routes, whose pages read their data from `pages`: the browser's calls, or on the server
 * the host's data (it renders only for a signed-in host, so `forHost` is left as always).
 */
export function appRoutes(pages: PageDataSource, forHost = () => true): RouteObject[] {
  const loaders = pageLoaders(pages, forHost);
  return [
    {
      element: <AppLayout inquiryDialog={<InquiryDialog />} />,
      errorElement: <RouteErrorScreen />,
      children: [
        { path: '/', element: <LandingScreen /> },
        // One wizard shell (and one wizard actor) for every step, so moving between steps keeps it.
        // The patterns name the parts, not the steps: the shell answers a step it has not with not-found.
        {
          element: (
            <WithValidParams>
              <WizardShell />
            </WithValidParams>
          ),
          children: WIZARD_PATTERNS.map((path) => ({ path, element: null })),
        },
        ...SCREEN_PATHS.map((path) => ({ path, element: <WithValidParams>{SCREENS[path]}</WithValidParams>, ...loaders[path] })),
        { path: '/about-us', element: <AboutUsScreen /> },
        { path: '/terms-and-conditions', element: <TermsScreen /> },
        { path: '/privacy-policy', element: <PrivacyScreen /> },
        { path: '/coming-soon', element: <ComingSoonScreen /> },
        { path: '/admin-listings', element: <AdminRedirect purpose="ADMIN_PROPERTY_LISTING" /> },
        { path: '/admin-edit-property/:propertyId', element: <WithValidParams><AdminRedirect purpose="ADMIN_PROPERTY_EDIT" /></WithValidParams> },
        { path: '/admin-calendar/:propertyId', element: <WithValidParams><AdminRedirect purpose="ADMIN_CALENDAR_REDIRECT" /></WithValidParams> },
      ],
    },
    // The not-found screen brings its own header ('Back To Dashboard') instead of the navbar.
    { path: '/not-found', element: <NotFoundScreen />, errorElement: <RouteErrorScreen /> },
    { path: '*', element: <NotFoundScreen />, errorElement: <RouteErrorScreen /> },
  ];
}

/** Whether the browser's session is a signed-in host's, whose pages' data the loaders read. */
const signedInHost = () => {
  const { signedIn, user } = sessionStore.getView();
  return signedIn && user !== null && !isAdminUser(user);
};

export const routes = appRoutes(browserPageData, signedInHost);

/** The page's JSON data block, with the router's data of a page the server rendered (never run: the CSP allows no inline script). */
export const HYDRATION_DATA_ID = 'initial-render';

/** The browser's router; on a page the server rendered, starting from the data it rendered with. */
export const createAppRouter = (hydrationData?: HydrationState) => createBrowserRouter(routes, { hydrationData });
