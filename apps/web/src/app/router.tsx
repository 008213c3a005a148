/**
 * The router, built from the route table. Each route's loader runs the access rules before
 * anything renders (no flash of a page the user may not see); each screen's code loads on demand.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { readSession } from '../lib/session';
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

/**
 * The guard as a loader: it redirects before the route (or its layout) renders. A page the user
 * may open starts loading its code here, as the navigation begins, instead of after the shell
 * has rendered: on the first visit that saves a round trip before the page can paint.
 */
function guard(route: AppRoute | null, loads: readonly (() => Promise<unknown>)[]) {
  return () => {
    const access = resolveRouteAccess(route, readSession());
    if (access.kind === 'redirect') return redirect(access.to);
    // Only a head start: a failed load is reported by the page itself when it renders.
    for (const load of loads) load().catch(() => undefined);
    return null;
  };
}

function toRouteObject(route: AppRoute): RouteObject {
  const page = pageOf(route.page);
  return {
    path: route.path,
    loader: guard(route, [page.load, ...LAYOUT_LOADS[route.layout]]),
    element: <page.Component title={route.title} />,
  };
}

export function buildRoutes(routes: readonly AppRoute[] = ROUTES): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            ...routes.filter((route) => route.layout === 'public').map(toRouteObject),
            // Any other path: the login for a visitor, 'Página no encontrada' for someone signed
            // in (spec part 1 §2 Access, decision 014).
            {
              path: '*',
              loader: guard(null, [NotFoundPage.load]),
              element: <NotFoundPage.Component title="Página no encontrada" />,
            },
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
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
