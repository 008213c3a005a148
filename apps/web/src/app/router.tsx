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
import { ROUTES, type AppRoute, type RouteLayout, type RoutePage } from './route-table';

interface PageProps {
  title: string;
}

/** A screen whose code loads on demand, and how to start loading it before it renders. */
interface LazyPage {
  Component: LazyExoticComponent<ComponentType<PageProps>>;
  load: () => Promise<unknown>;
}

/** `React.lazy` wants a default export; our modules export names, so pick the one we need. */
function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType<PageProps>>>,
  name: K,
): LazyPage {
  return { load, Component: lazy(async () => ({ default: (await load())[name] })) };
}

const PAGES: Record<RoutePage, LazyPage> = {
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
  'account-settings': lazyPage(
    () => import('../features/account/pages/account-settings-page'),
    'AccountSettingsPage',
  ),
  'designer-settings': lazyPage(
    () => import('../features/designer/pages/designer-settings-page'),
    'DesignerSettingsPage',
  ),
  'supplier-settings': lazyPage(
    () => import('../features/supplier-account/pages/supplier-settings-page'),
    'SupplierSettingsPage',
  ),
  'supplier-home': lazyPage(
    () => import('../features/supplier-account/pages/supplier-home-page'),
    'SupplierHomePage',
  ),
  'client-account': lazyPage(
    () => import('../features/client/pages/client-account-page'),
    'ClientAccountPage',
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
  'admin-designers': lazyPage(
    () => import('../features/admin/pages/admin-designers-page'),
    'AdminDesignersPage',
  ),
  'admin-suppliers': lazyPage(
    () => import('../features/admin/pages/admin-suppliers-page'),
    'AdminSuppliersPage',
  ),
  'admin-clients': lazyPage(
    () => import('../features/admin/pages/admin-clients-page'),
    'AdminClientsPage',
  ),
  'admin-messages': lazyPage(
    () => import('../features/inbox/pages/admin-messages-page'),
    'AdminMessagesPage',
  ),
  inbox: lazyPage(() => import('../features/inbox/pages/inbox-page'), 'InboxPage'),
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
  favorites: lazyPage(() => import('../features/storefront/pages/favorites-page'), 'FavoritesPage'),
  'store-catalogue': lazyPage(
    () => import('../features/storefront/pages/store-catalogue-page'),
    'StoreCataloguePage',
  ),
  'store-product': lazyPage(
    () => import('../features/storefront/pages/store-product-page'),
    'StoreProductPage',
  ),
  'supplier-brands': lazyPage(
    () => import('../features/supplier-catalogue/pages/brands-page'),
    'BrandsPage',
  ),
  'supplier-coverings': lazyPage(
    () => import('../features/supplier-catalogue/pages/coverings-page'),
    'CoveringsPage',
  ),
  'supplier-decoratives': lazyPage(
    () => import('../features/supplier-catalogue/pages/decoratives-page'),
    'DecorativesPage',
  ),
  'supplier-products': lazyPage(
    () => import('../features/supplier-catalogue/pages/product-list-page'),
    'ProductListPage',
  ),
  'supplier-product-new': lazyPage(
    () => import('../features/supplier-catalogue/pages/new-product-page'),
    'NewProductPage',
  ),
  'supplier-product-edit': lazyPage(
    () => import('../features/supplier-catalogue/pages/edit-product-page'),
    'EditProductPage',
  ),
  'supplier-store-settings': lazyPage(
    () => import('../features/supplier-store/pages/store-settings-page'),
    'StoreSettingsPage',
  ),
  'admin-products': lazyPage(
    () => import('../features/admin/pages/admin-products-page'),
    'AdminProductsPage',
  ),
  'admin-product-review': lazyPage(
    () => import('../features/admin/pages/admin-product-review-page'),
    'AdminProductReviewPage',
  ),
  'admin-brands': lazyPage(
    () => import('../features/admin/pages/admin-brands-page'),
    'AdminBrandsPage',
  ),
  'lsh-product-pricing': lazyPage(
    () => import('../features/lsh/pages/installation-pricing-page'),
    'InstallationPricingPage',
  ),
  'lsh-products': lazyPage(
    () => import('../features/lsh/pages/lsh-products-page'),
    'LshProductsPage',
  ),
  checkout: lazyPage(() => import('../features/checkout/pages/checkout-page'), 'CheckoutPage'),
  'payment-result': lazyPage(
    () => import('../features/checkout/pages/payment-result-page'),
    'PaymentResultPage',
  ),
  purchases: lazyPage(() => import('../features/purchases/pages/purchases-page'), 'PurchasesPage'),
  'purchase-detail': lazyPage(
    () => import('../features/purchases/pages/purchase-detail-page'),
    'PurchaseDetailPage',
  ),
  'purchase-review': lazyPage(
    () => import('../features/purchases/pages/purchase-review-page'),
    'PurchaseReviewPage',
  ),
  'suborder-detail': lazyPage(
    () => import('../features/purchases/pages/suborder-detail-page'),
    'SuborderDetailPage',
  ),
  'supplier-sales': lazyPage(
    () => import('../features/supplier-sales/pages/supplier-sales-page'),
    'SupplierSalesPage',
  ),
  'supplier-orders': lazyPage(
    () => import('../features/supplier-sales/pages/supplier-orders-page'),
    'SupplierOrdersPage',
  ),
  'supplier-order': lazyPage(
    () => import('../features/supplier-sales/pages/supplier-order-page'),
    'SupplierOrderPage',
  ),
  'admin-sales': lazyPage(
    () => import('../features/admin/pages/admin-sales-page'),
    'AdminSalesPage',
  ),
  'admin-sale-suppliers': lazyPage(
    () => import('../features/admin/pages/admin-sale-suppliers-page'),
    'AdminSaleSuppliersPage',
  ),
  'admin-sale-supplier-orders': lazyPage(
    () => import('../features/admin/pages/admin-sale-supplier-orders-page'),
    'AdminSaleSupplierOrdersPage',
  ),
  'supplier-advisers': lazyPage(
    () => import('../features/advisers/pages/adviser-list-page'),
    'AdviserListPage',
  ),
  'supplier-adviser-new': lazyPage(
    () => import('../features/advisers/pages/new-adviser-page'),
    'NewAdviserPage',
  ),
  'supplier-adviser-edit': lazyPage(
    () => import('../features/advisers/pages/edit-adviser-page'),
    'EditAdviserPage',
  ),
  'salesperson-settings': lazyPage(
    () => import('../features/advisers/pages/salesperson-settings-page'),
    'SalespersonSettingsPage',
  ),
  'consultancies-active': lazyPage(
    () => import('../features/sales-chat/pages/consultancy-list-page'),
    'ActiveConsultanciesPage',
  ),
  'consultancies-completed': lazyPage(
    () => import('../features/sales-chat/pages/consultancy-list-page'),
    'CompletedConsultanciesPage',
  ),
  'consultancy-chat': lazyPage(() => import('../features/sales-chat/pages/chat-page'), 'ChatPage'),
  'video-call': lazyPage(
    () => import('../features/video-call/pages/video-call-page'),
    'VideoCallPage',
  ),
  'virtual-request': lazyPage(
    () => import('../features/virtual-consultancy/pages/virtual-request-page'),
    'VirtualRequestPage',
  ),
  'virtual-client-list': lazyPage(
    () => import('../features/virtual-consultancy/pages/client-consultancies-page'),
    'ClientVirtualConsultanciesPage',
  ),
  'virtual-checkout': lazyPage(
    () => import('../features/virtual-consultancy/pages/virtual-checkout-page'),
    'VirtualCheckoutPage',
  ),
  'virtual-designer-list': lazyPage(
    () => import('../features/virtual-consultancy/pages/designer-consultancies-page'),
    'DesignerVirtualConsultanciesPage',
  ),
  'virtual-admin-list': lazyPage(
    () => import('../features/virtual-consultancy/pages/admin-virtual-consultancies-page'),
    'AdminVirtualConsultanciesPage',
  ),
  'virtual-room': lazyPage(
    () => import('../features/virtual-consultancy/pages/virtual-room-page'),
    'VirtualRoomPage',
  ),
  'process-sheet': lazyPage(
    () => import('../features/remodeling/pages/process-sheet-page'),
    'ProcessSheetPage',
  ),
  'quote-payment-result': lazyPage(
    () => import('../features/remodeling/pages/quote-payment-result-page'),
    'QuotePaymentResultPage',
  ),
  'quote-checkout': lazyPage(
    () => import('../features/remodeling/pages/quote-checkout-page'),
    'QuoteCheckoutPage',
  ),
  'legacy-checkout': lazyPage(
    () => import('../features/remodeling/pages/legacy-checkout-page'),
    'LegacyCheckoutPage',
  ),
  'designer-catalogue': lazyPage(
    () => import('../features/quotes/pages/designer-catalogue-page'),
    'DesignerCataloguePage',
  ),
  'quote-builder': lazyPage(
    () => import('../features/quotes/pages/quote-builder-page'),
    'QuoteBuilderPage',
  ),
  'lsh-paid-orders': lazyPage(
    () => import('../features/remodeling/pages/lsh-paid-orders-page'),
    'LshPaidOrdersPage',
  ),
  'admin-remodelings': lazyPage(
    () => import('../features/remodeling/pages/admin-remodelings-page'),
    'AdminRemodelingsPage',
  ),
  'designer-clients': lazyPage(
    () => import('../features/remodeling/pages/designer-clients-page'),
    'DesignerClientsPage',
  ),
  presential: lazyPage(
    () => import('../features/remodeling/pages/presential-page'),
    'PresentialPage',
  ),
  'presential-payment-result': lazyPage(
    () => import('../features/remodeling/pages/presential-payment-result-page'),
    'PresentialPaymentResultPage',
  ),
  'presential-designs-checkout': lazyPage(
    () => import('../features/remodeling/pages/presential-designs-checkout-page'),
    'PresentialDesignsCheckoutPage',
  ),
  'presential-quote-checkout': lazyPage(
    () => import('../features/remodeling/pages/presential-quote-checkout-page'),
    'PresentialQuoteCheckoutPage',
  ),
  'supplier-quotes': lazyPage(
    () => import('../features/supplier-account/pages/supplier-quotes-page'),
    'SupplierQuotesPage',
  ),
  'admin-dashboard': lazyPage(
    () => import('../features/admin/pages/admin-dashboard-page'),
    'AdminDashboardPage',
  ),
  'supplier-shipping': lazyPage(
    () => import('../features/supplier-account/pages/supplier-shipping-page'),
    'SupplierShippingPage',
  ),
  'client-pqrs': lazyPage(
    () => import('../features/pqrs/pages/client-pqrs-page'),
    'ClientPqrsPage',
  ),
  'admin-pqrs': lazyPage(() => import('../features/pqrs/pages/admin-pqrs-page'), 'AdminPqrsPage'),
};

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
  const page = PAGES[route.page];
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
