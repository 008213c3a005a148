/**
 * The router, built from the route table. The access rules run as a location is matched, before
 * anything of the route renders (no flash of a page the user may not see); each screen's code
 * loads on demand. React Router's declarative mode: the data router's loaders, actions and
 * fetchers are not used here, and leaving them out takes about 16 KB gzip off every first load
 * (decision 038).
 */
import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { matchRoutes, Navigate, renderMatches, useLocation, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { readSession } from '../lib/session';
import { RecheckAccessContext } from './access-recheck';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './root-layout';
import { resolveRouteAccess } from './route-access';
import { RouteErrorPage } from './route-error-page';
import type { AreaPage, PageProps, ShellPage } from './page-keys';
import { ROUTES, type AppRoute, type RouteLayout, type RoutePage } from './route-table';

/** A screen whose code loads on demand, and how to start loading it before it renders. */
interface LazyPage {
  Component: LazyExoticComponent<ComponentType<PageProps>>;
  load: () => Promise<unknown>;
}

/** A screen from what loads its component, which `React.lazy` wants as a default export. */
function lazyScreen(load: () => Promise<ComponentType<PageProps>>): LazyPage {
  return { load, Component: lazy(async () => ({ default: await load() })) };
}

/** A screen of the shell: our modules export names, so pick the one we need. */
function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType<PageProps>>>,
  name: K,
): LazyPage {
  return lazyScreen(async () => (await load())[name]);
}

/**
 * A signed-in area's screen: its code loads once the areas' list of screens has (area-pages.tsx),
 * one round trip more on the first signed-in page, none after.
 */
function areaPage(page: AreaPage): LazyPage {
  return lazyScreen(async () => (await import('./area-pages')).AREA_PAGES[page]());
}

const SHELL_PAGES: Record<ShellPage, LazyPage> = {
  home: lazyPage(() => import('../features/home/pages/home-page'), 'HomePage'),
  login: lazyPage(() => import('../features/access/pages/login-page'), 'LoginPage'),
  register: lazyPage(() => import('../features/access/pages/register-page'), 'RegisterPage'),
  'password-reset-request': lazyPage(
    () => import('../features/access/pages/password-reset-request-page'),
    'PasswordResetRequestPage',
  ),
  'password-reset': lazyPage(
    () => import('../features/access/pages/password-reset-page'),
    'PasswordResetPage',
  ),
  'designer-application-1': lazyPage(
    () => import('../features/applications/pages/designer-step-one-page'),
    'DesignerStepOnePage',
  ),
  'designer-application-2': lazyPage(
    () => import('../features/applications/pages/designer-step-two-page'),
    'DesignerStepTwoPage',
  ),
  'supplier-application-1': lazyPage(
    () => import('../features/applications/pages/supplier-step-one-page'),
    'SupplierStepOnePage',
  ),
  'supplier-application-2': lazyPage(
    () => import('../features/applications/pages/supplier-step-two-page'),
    'SupplierStepTwoPage',
  ),
  'dev-mailbox': lazyPage(
    () => import('../features/dev-mailbox/pages/dev-mailbox-page'),
    'DevMailboxPage',
  ),
  'membership-required': lazyPage(
    () => import('../features/designer/pages/membership-required-page'),
    'MembershipRequiredPage',
  ),
  catalogue: lazyPage(() => import('../features/storefront/pages/catalogue-page'), 'CataloguePage'),
  product: lazyPage(() => import('../features/storefront/pages/product-page'), 'ProductPage'),
  'store-catalogue': lazyPage(
    () => import('../features/storefront/pages/store-catalogue-page'),
    'StoreCataloguePage',
  ),
  'store-product': lazyPage(
    () => import('../features/storefront/pages/store-product-page'),
    'StoreProductPage',
  ),
  checkout: lazyPage(() => import('../features/checkout/pages/checkout-page'), 'CheckoutPage'),
  'payment-result': lazyPage(
    () => import('../features/checkout/pages/payment-result-page'),
    'PaymentResultPage',
  ),
  'video-call': lazyPage(
    () => import('../features/video-call/pages/video-call-page'),
    'VideoCallPage',
  ),
  'virtual-request': lazyPage(
    () => import('../features/virtual-consultancy/pages/virtual-request-page'),
    'VirtualRequestPage',
  ),
};

const isShellPage = (page: RoutePage): page is ShellPage => Object.hasOwn(SHELL_PAGES, page);

/** One lazy component per screen, shared by the routes that show it (a client area's two paths). */
const areaPages = new Map<AreaPage, LazyPage>();

function pageOf(page: RoutePage): LazyPage {
  if (isShellPage(page)) return SHELL_PAGES[page];
  let lazyArea = areaPages.get(page);
  if (!lazyArea) {
    lazyArea = areaPage(page);
    areaPages.set(page, lazyArea);
  }
  return lazyArea;
}

const NotFoundPage = lazyPage(
  () => import('../features/shell/pages/not-found-page'),
  'NotFoundPage',
);

const loadDashboardLayout = () => import('./layouts/dashboard-layout');
const loadStoreLayout = () => import('./layouts/store-layout');
const DashboardLayout = lazy(async () => ({
  default: (await loadDashboardLayout()).DashboardLayout,
}));
const StoreLayout = lazy(async () => ({ default: (await loadStoreLayout()).StoreLayout }));

/** The code a route needs besides its page: the shell it renders in (the public one is built in). */
const LAYOUT_LOADS: Record<RouteLayout, readonly (() => Promise<unknown>)[]> = {
  public: [],
  dashboard: [loadDashboardLayout],
  store: [loadStoreLayout],
};

/** Whom a route object admits (null: a path no route matches) and the code it needs. */
interface RouteEntry {
  route: AppRoute | null;
  loads: readonly (() => Promise<unknown>)[];
}

interface AppRouteTree {
  objects: RouteObject[];
  entries: WeakMap<RouteObject, RouteEntry>;
}

function buildRoutes(routes: readonly AppRoute[]): AppRouteTree {
  const entries = new WeakMap<RouteObject, RouteEntry>();
  const leaf = (object: RouteObject, entry: RouteEntry) => {
    entries.set(object, entry);
    return object;
  };
  const toRouteObject = (route: AppRoute) => {
    const page = pageOf(route.page);
    return leaf(
      { path: route.path, element: <page.Component title={route.title} /> },
      { route, loads: [page.load, ...LAYOUT_LOADS[route.layout]] },
    );
  };
  const objects: RouteObject[] = [
    {
      element: <RootLayout />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            ...routes.filter((route) => route.layout === 'public').map(toRouteObject),
            // Any other path: the login for a visitor, 'Página no encontrada' for someone signed
            // in (spec part 1 §2 Access, decision 014).
            leaf(
              { path: '*', element: <NotFoundPage.Component title="Página no encontrada" /> },
              { route: null, loads: [NotFoundPage.load] },
            ),
          ],
        },
        {
          element: (
            <Suspense fallback={<PageLoader />}>
              <DashboardLayout />
            </Suspense>
          ),
          children: routes.filter((route) => route.layout === 'dashboard').map(toRouteObject),
        },
        {
          element: (
            <Suspense fallback={<PageLoader />}>
              <StoreLayout />
            </Suspense>
          ),
          children: routes.filter((route) => route.layout === 'store').map(toRouteObject),
        },
      ],
    },
  ];
  return { objects, entries };
}

const APP_ROUTES = buildRoutes(ROUTES);

/**
 * The app's routes at the current location. The access rules are read on each navigation, and
 * again when asked (`useRecheckAccess`), not on every change of the stored session: a screen that
 * signs someone in and then goes on to where they were headed must not be overtaken by the
 * login's own "already signed in" redirect.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const [, setAccessChecks] = useState(0);
  const recheckAccess = useCallback(() => setAccessChecks((count) => count + 1), []);
  // Matched once per path and rendered from the same matches: ranking the ~150 routes is the
  // costly part of a navigation on a slow phone; `useRoutes` would do it again on every render,
  // a change of the query string (a catalogue filter) included.
  const matches = useMemo(() => matchRoutes(APP_ROUTES.objects, pathname), [pathname]);
  const leaf = matches?.at(-1)?.route;
  const entry = leaf ? APP_ROUTES.entries.get(leaf) : undefined;
  if (entry) {
    const access = resolveRouteAccess(entry.route, readSession());
    if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
    // A head start: the page's code (and a lazy layout's) starts loading now, not once the
    // layout has rendered. Asking again for a module already asked for costs nothing; a failed
    // load is reported by the page itself when it renders.
    for (const load of entry.loads) load().catch(() => undefined);
  }
  return (
    <RecheckAccessContext.Provider value={recheckAccess}>
      <RouteErrorBoundary pathname={pathname}>{renderMatches(matches)}</RouteErrorBoundary>
    </RecheckAccessContext.Provider>
  );
}

interface RouteErrorBoundaryProps {
  pathname: string;
  children: ReactNode;
}

/**
 * A screen that fails to render, or whose code cannot be loaded, shows the error page in place of
 * the whole app; going to another path tries again. React reports the error on the console.
 */
class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps) {
    if (this.state.failed && previous.pathname !== this.props.pathname) {
      this.setState({ failed: false });
    }
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
