/**
 * The screens of the signed-in areas, by page key: each loads on demand, as the shell's do. They
 * are listed here, in a chunk the first signed-in page loads, rather than in the router: the
 * list of a screen's chunks the bundler writes beside each `import()` would otherwise come with
 * every public page's first load, for 63 screens a visitor never opens.
 */
import type { ComponentType } from 'react';
import type { AreaPage, PageProps } from './page-keys';

export const AREA_PAGES: Record<AreaPage, () => Promise<ComponentType<PageProps>>> = {
  'account-settings': async () =>
    (await import('../features/account/pages/account-settings-page')).AccountSettingsPage,
  'designer-settings': async () =>
    (await import('../features/designer/pages/designer-settings-page')).DesignerSettingsPage,
  'supplier-settings': async () =>
    (await import('../features/supplier-account/pages/supplier-settings-page'))
      .SupplierSettingsPage,
  'supplier-home': async () =>
    (await import('../features/supplier-account/pages/supplier-home-page')).SupplierHomePage,
  'client-account': async () =>
    (await import('../features/client/pages/client-account-page')).ClientAccountPage,
  'admin-designers': async () =>
    (await import('../features/admin/pages/admin-designers-page')).AdminDesignersPage,
  'admin-suppliers': async () =>
    (await import('../features/admin/pages/admin-suppliers-page')).AdminSuppliersPage,
  'admin-clients': async () =>
    (await import('../features/admin/pages/admin-clients-page')).AdminClientsPage,
  'admin-messages': async () =>
    (await import('../features/inbox/pages/admin-messages-page')).AdminMessagesPage,
  inbox: async () => (await import('../features/inbox/pages/inbox-page')).InboxPage,
  favorites: async () =>
    (await import('../features/storefront/pages/favorites-page')).FavoritesPage,
  'supplier-brands': async () =>
    (await import('../features/supplier-catalogue/pages/brands-page')).BrandsPage,
  'supplier-coverings': async () =>
    (await import('../features/supplier-catalogue/pages/coverings-page')).CoveringsPage,
  'supplier-decoratives': async () =>
    (await import('../features/supplier-catalogue/pages/decoratives-page')).DecorativesPage,
  'supplier-products': async () =>
    (await import('../features/supplier-catalogue/pages/product-list-page')).ProductListPage,
  'supplier-product-new': async () =>
    (await import('../features/supplier-catalogue/pages/new-product-page')).NewProductPage,
  'supplier-product-edit': async () =>
    (await import('../features/supplier-catalogue/pages/edit-product-page')).EditProductPage,
  'supplier-store-settings': async () =>
    (await import('../features/supplier-store/pages/store-settings-page')).StoreSettingsPage,
  'admin-products': async () =>
    (await import('../features/admin/pages/admin-products-page')).AdminProductsPage,
  'admin-product-review': async () =>
    (await import('../features/admin/pages/admin-product-review-page')).AdminProductReviewPage,
  'admin-brands': async () =>
    (await import('../features/admin/pages/admin-brands-page')).AdminBrandsPage,
  'lsh-product-pricing': async () =>
    (await import('../features/lsh/pages/installation-pricing-page')).InstallationPricingPage,
  'lsh-products': async () =>
    (await import('../features/lsh/pages/lsh-products-page')).LshProductsPage,
  purchases: async () => (await import('../features/purchases/pages/purchases-page')).PurchasesPage,
  'purchase-detail': async () =>
    (await import('../features/purchases/pages/purchase-detail-page')).PurchaseDetailPage,
  'purchase-review': async () =>
    (await import('../features/purchases/pages/purchase-review-page')).PurchaseReviewPage,
  'suborder-detail': async () =>
    (await import('../features/purchases/pages/suborder-detail-page')).SuborderDetailPage,
  'supplier-sales': async () =>
    (await import('../features/supplier-sales/pages/supplier-sales-page')).SupplierSalesPage,
  'supplier-orders': async () =>
    (await import('../features/supplier-sales/pages/supplier-orders-page')).SupplierOrdersPage,
  'supplier-order': async () =>
    (await import('../features/supplier-sales/pages/supplier-order-page')).SupplierOrderPage,
  'admin-sales': async () =>
    (await import('../features/admin/pages/admin-sales-page')).AdminSalesPage,
  'admin-sale-suppliers': async () =>
    (await import('../features/admin/pages/admin-sale-suppliers-page')).AdminSaleSuppliersPage,
  'admin-sale-supplier-orders': async () =>
    (await import('../features/admin/pages/admin-sale-supplier-orders-page'))
      .AdminSaleSupplierOrdersPage,
  'supplier-advisers': async () =>
    (await import('../features/advisers/pages/adviser-list-page')).AdviserListPage,
  'supplier-adviser-new': async () =>
    (await import('../features/advisers/pages/new-adviser-page')).NewAdviserPage,
  'supplier-adviser-edit': async () =>
    (await import('../features/advisers/pages/edit-adviser-page')).EditAdviserPage,
  'salesperson-settings': async () =>
    (await import('../features/advisers/pages/salesperson-settings-page')).SalespersonSettingsPage,
  'consultancies-active': async () =>
    (await import('../features/sales-chat/pages/consultancy-list-page')).ActiveConsultanciesPage,
  'consultancies-completed': async () =>
    (await import('../features/sales-chat/pages/consultancy-list-page')).CompletedConsultanciesPage,
  'consultancy-chat': async () => (await import('../features/sales-chat/pages/chat-page')).ChatPage,
  'virtual-client-list': async () =>
    (await import('../features/virtual-consultancy/pages/client-consultancies-page'))
      .ClientVirtualConsultanciesPage,
  'virtual-checkout': async () =>
    (await import('../features/virtual-consultancy/pages/virtual-checkout-page'))
      .VirtualCheckoutPage,
  'virtual-designer-list': async () =>
    (await import('../features/virtual-consultancy/pages/designer-consultancies-page'))
      .DesignerVirtualConsultanciesPage,
  'virtual-admin-list': async () =>
    (await import('../features/virtual-consultancy/pages/admin-virtual-consultancies-page'))
      .AdminVirtualConsultanciesPage,
  'virtual-room': async () =>
    (await import('../features/virtual-consultancy/pages/virtual-room-page')).VirtualRoomPage,
  'process-sheet': async () =>
    (await import('../features/remodeling/pages/process-sheet-page')).ProcessSheetPage,
  'quote-payment-result': async () =>
    (await import('../features/remodeling/pages/quote-payment-result-page')).QuotePaymentResultPage,
  'quote-checkout': async () =>
    (await import('../features/remodeling/pages/quote-checkout-page')).QuoteCheckoutPage,
  'legacy-checkout': async () =>
    (await import('../features/remodeling/pages/legacy-checkout-page')).LegacyCheckoutPage,
  'designer-catalogue': async () =>
    (await import('../features/quotes/pages/designer-catalogue-page')).DesignerCataloguePage,
  'quote-builder': async () =>
    (await import('../features/quotes/pages/quote-builder-page')).QuoteBuilderPage,
  'lsh-paid-orders': async () =>
    (await import('../features/remodeling/pages/lsh-paid-orders-page')).LshPaidOrdersPage,
  'admin-remodelings': async () =>
    (await import('../features/remodeling/pages/admin-remodelings-page')).AdminRemodelingsPage,
  'designer-clients': async () =>
    (await import('../features/remodeling/pages/designer-clients-page')).DesignerClientsPage,
  presential: async () =>
    (await import('../features/remodeling/pages/presential-page')).PresentialPage,
  'presential-payment-result': async () =>
    (await import('../features/remodeling/pages/presential-payment-result-page'))
      .PresentialPaymentResultPage,
  'presential-designs-checkout': async () =>
    (await import('../features/remodeling/pages/presential-designs-checkout-page'))
      .PresentialDesignsCheckoutPage,
  'presential-quote-checkout': async () =>
    (await import('../features/remodeling/pages/presential-quote-checkout-page'))
      .PresentialQuoteCheckoutPage,
  'supplier-quotes': async () =>
    (await import('../features/supplier-account/pages/supplier-quotes-page')).SupplierQuotesPage,
  'admin-dashboard': async () =>
    (await import('../features/admin/pages/admin-dashboard-page')).AdminDashboardPage,
  'supplier-shipping': async () =>
    (await import('../features/supplier-account/pages/supplier-shipping-page'))
      .SupplierShippingPage,
  'client-pqrs': async () =>
    (await import('../features/pqrs/pages/client-pqrs-page')).ClientPqrsPage,
  'admin-pqrs': async () => (await import('../features/pqrs/pages/admin-pqrs-page')).AdminPqrsPage,
};
