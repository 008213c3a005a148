/**
 * Every route of the spec (part 1 §2, part 2 §2), with who may open it and the shell it renders
 * in. The router is built from this list and the guard reads it, so access lives in one place.
 */
import { ROLE, ROLE_IDS, type RoleId } from '@hogarte/shared/roles';

/** `store` is a supplier's white-label storefront: its own header, theme and footer. */
export type RouteLayout = 'public' | 'dashboard' | 'store';

/** The screen a route renders. */
export type RoutePage =
  | 'home'
  | 'login'
  | 'register'
  | 'password-reset-request'
  | 'password-reset'
  | 'account-settings'
  | 'designer-settings'
  | 'supplier-settings'
  | 'supplier-home'
  | 'client-account'
  | 'designer-application-1'
  | 'designer-application-2'
  | 'supplier-application-1'
  | 'supplier-application-2'
  | 'admin-designers'
  | 'admin-suppliers'
  | 'admin-clients'
  | 'admin-messages'
  | 'inbox'
  | 'dev-mailbox'
  | 'membership-required'
  | 'catalogue'
  | 'product'
  | 'favorites'
  | 'store-catalogue'
  | 'store-product'
  | 'supplier-brands'
  | 'supplier-coverings'
  | 'supplier-decoratives'
  | 'supplier-products'
  | 'supplier-product-new'
  | 'supplier-product-edit'
  | 'supplier-store-settings'
  | 'admin-products'
  | 'admin-product-review'
  | 'admin-brands'
  | 'lsh-product-pricing'
  | 'lsh-products'
  | 'checkout'
  | 'payment-result'
  | 'purchases'
  | 'purchase-detail'
  | 'purchase-review'
  | 'suborder-detail'
  | 'supplier-sales'
  | 'supplier-orders'
  | 'supplier-order'
  | 'admin-sales'
  | 'admin-sale-suppliers'
  | 'admin-sale-supplier-orders'
  | 'supplier-advisers'
  | 'supplier-adviser-new'
  | 'supplier-adviser-edit'
  | 'salesperson-settings'
  | 'consultancies-active'
  | 'consultancies-completed'
  | 'consultancy-chat'
  | 'video-call'
  | 'virtual-request'
  | 'virtual-client-list'
  | 'virtual-checkout'
  | 'virtual-designer-list'
  | 'virtual-admin-list'
  | 'virtual-room'
  | 'process-sheet'
  | 'quote-payment-result'
  | 'quote-checkout'
  | 'legacy-checkout'
  | 'designer-catalogue'
  | 'quote-builder'
  | 'lsh-paid-orders'
  | 'admin-remodelings'
  | 'designer-clients'
  | 'presential'
  | 'presential-payment-result'
  | 'presential-designs-checkout'
  | 'presential-quote-checkout'
  | 'supplier-quotes'
  | 'admin-dashboard'
  | 'supplier-shipping'
  | 'client-pqrs'
  | 'admin-pqrs';

export interface AppRoute {
  path: string;
  /** The Spanish page title, also used for the document title. */
  title: string;
  /** Roles allowed to open it; `null` means anyone, logged in or not. */
  roles: readonly RoleId[] | null;
  /** Logged-in users are sent to their landing instead (login and register). */
  guestOnly?: boolean;
  layout: RouteLayout;
  page: RoutePage;
}

const { client, designer, supplier, lsh, admin, salesperson } = ROLE;
/** Open to every logged-in role (process sheet and checkout2, spec part 1 §6). */
const ANY_ROLE = ROLE_IDS;
const CLIENT_OR_DESIGNER = [client, designer] as const;

function publicRoute(path: string, title: string, page: RoutePage): AppRoute {
  return { path, title, roles: null, layout: 'public', page };
}

function storeRoute(
  path: string,
  title: string,
  roles: readonly RoleId[],
  page: RoutePage,
): AppRoute {
  return { path, title, roles, layout: 'public', page };
}

/** A page of a supplier's white-label storefront, open to everyone. */
function companyStoreRoute(path: string, title: string, page: RoutePage): AppRoute {
  return { path, title, roles: null, layout: 'store', page };
}

function areaRoute(
  path: string,
  title: string,
  roles: readonly RoleId[],
  page: RoutePage,
): AppRoute {
  return { path, title, roles, layout: 'dashboard', page };
}

/** The client area exists on the main site and under each company storefront. */
function clientAreaRoutes(suffix: string, title: string, page: RoutePage) {
  return [
    areaRoute(`/cliente/${suffix}`, title, [client], page),
    areaRoute(`/:companyName/cliente/${suffix}`, title, [client], page),
  ];
}

const SETTINGS_TITLE = 'Configuración';
const PAYMENT_RESULT_TITLE = 'Resultado del pago';

export const ROUTES: readonly AppRoute[] = [
  // Access and public pages (part 1 §2 Access, part 2 §2.9).
  publicRoute('/', 'Inicio', 'home'),
  { ...publicRoute('/login', 'Ingresa', 'login'), guestOnly: true },
  { ...publicRoute('/register', 'Crea tu cuenta', 'register'), guestOnly: true },
  publicRoute('/password-reset', 'Recupera tu contraseña', 'password-reset-request'),
  publicRoute('/password-reset/:token', 'Nueva contraseña', 'password-reset'),
  publicRoute('/productos', 'Productos', 'catalogue'),
  // The spec names no product page; its path is the product's id and name.
  publicRoute('/productos/:productSlug', 'Producto', 'product'),
  { ...publicRoute('/favoritos', 'Mis favoritos', 'favorites'), roles: CLIENT_OR_DESIGNER },
  companyStoreRoute('/:companyName/productos', 'Productos', 'store-catalogue'),
  companyStoreRoute('/:companyName/productos/:productSlug', 'Producto', 'store-product'),
  publicRoute('/pago', 'Pago', 'checkout'),
  companyStoreRoute('/:companyName/pago', 'Pago', 'checkout'),
  // Wompi's redirect-url: the spec names none for the cart's payment.
  publicRoute('/pago/resultado', PAYMENT_RESULT_TITLE, 'payment-result'),
  companyStoreRoute('/:companyName/pago/resultado', PAYMENT_RESULT_TITLE, 'payment-result'),
  publicRoute('/asesoria-virtual', 'Solicitar Asesoría', 'virtual-request'),
  publicRoute('/disenador/paso-1', 'Regístrate como diseñador', 'designer-application-1'),
  publicRoute('/disenador/paso-2', 'Regístrate como diseñador', 'designer-application-2'),
  publicRoute('/proveedor/paso-1', 'Regístrate como proveedor', 'supplier-application-1'),
  publicRoute('/proveedor/paso-2', 'Regístrate como proveedor', 'supplier-application-2'),
  publicRoute('/videochat/:consultancyType/:hashid/:role', 'Videollamada', 'video-call'),
  publicRoute('/disenador/membership-required', 'Renueva tu membresía', 'membership-required'),
  publicRoute('/dev/correos', 'Correos de prueba', 'dev-mailbox'),

  // Process sheet, payment returns and checkout (part 2 §2.1).
  storeRoute('/compra/:hashid', 'Hoja de proceso', ANY_ROLE, 'process-sheet'),
  storeRoute('/compra/:hashid/wompi', PAYMENT_RESULT_TITLE, ANY_ROLE, 'quote-payment-result'),
  storeRoute('/compra/:id/res/payu', PAYMENT_RESULT_TITLE, ANY_ROLE, 'quote-payment-result'),
  storeRoute(
    '/compra/:id/res/wompi/:reference',
    PAYMENT_RESULT_TITLE,
    ANY_ROLE,
    'quote-payment-result',
  ),
  storeRoute('/checkout2/:hashid', 'Finalizar compra', ANY_ROLE, 'quote-checkout'),
  storeRoute('/checkout/:hashid', 'Finalizar compra', [client], 'legacy-checkout'),
  storeRoute('/checkout/cotizacion/:hashid', 'Pago de cotización', [client], 'quote-checkout'),
  storeRoute(
    '/checkout/diseño/:hashid',
    'Pago de diseños',
    [client],
    'presential-designs-checkout',
  ),
  // The same page under the plain-n spelling a typed or shared link may use.
  storeRoute(
    '/checkout/diseno/:hashid',
    'Pago de diseños',
    [client],
    'presential-designs-checkout',
  ),

  // Admin (part 1 §2 Admin area, part 2 §2.3–2.4).
  areaRoute('/admin/dashboard', 'Panel de administración', [admin], 'admin-dashboard'),
  areaRoute('/admin/ventas', 'Ventas', [admin], 'admin-sales'),
  areaRoute(
    '/admin/ventas/:id/proveedores',
    'Proveedores de la venta',
    [admin],
    'admin-sale-suppliers',
  ),
  areaRoute(
    '/admin/ventas/:purchaseId/proveedores/:supplierId/ordenes',
    'Ordenes',
    [admin],
    'admin-sale-supplier-orders',
  ),
  areaRoute('/admin/ordenes/detalle/:orderId', 'Detalle de la orden', [admin], 'suborder-detail'),
  areaRoute('/admin/remodelaciones', 'Hojas de proceso', [admin], 'admin-remodelings'),
  areaRoute('/admin/asesorías-virtuales', 'Asesorías virtuales', [admin], 'virtual-admin-list'),
  areaRoute('/admin/compra/asesoria-virtual/:hashid', 'Asesoría virtual', [admin], 'virtual-room'),
  areaRoute('/admin/clientes', 'Clientes', [admin], 'admin-clients'),
  areaRoute('/admin/disenadores', 'Diseñadores', [admin], 'admin-designers'),
  areaRoute('/admin/proveedores', 'Proveedores', [admin], 'admin-suppliers'),
  areaRoute('/admin/lista-productos', 'Productos', [admin], 'admin-products'),
  areaRoute('/admin/revision-productos', 'Revisión de productos', [admin], 'admin-product-review'),
  // 'Brands table with name and type' (part 2 §2.4): the spec names no path for it.
  areaRoute('/admin/marcas', 'Marcas', [admin], 'admin-brands'),
  areaRoute('/admin/mensajeria', 'Mensajería', [admin], 'admin-messages'),
  // Where the admin answers the clients' PQRS (the spec names only the client's /cliente/pqrs).
  areaRoute('/admin/pqrs', 'PQRS', [admin], 'admin-pqrs'),
  areaRoute('/admin/configuracion', SETTINGS_TITLE, [admin], 'account-settings'),

  // lsh (part 1 §2 Admin area).
  areaRoute('/lsh/dashboard', 'Ordenes pagadas', [lsh], 'lsh-paid-orders'),
  areaRoute(
    '/lsh/revision-productos',
    'Productos por agregar precio de instalación',
    [lsh],
    'lsh-product-pricing',
  ),
  areaRoute('/lsh/lista-productos', 'Productos', [lsh], 'lsh-products'),
  // The spec gives lsh an inbox (part 1 §2 Inbox, §7) but no path or menu item: it is reached
  // from here and from links, and stays out of the lsh side menu the spec lists.
  areaRoute('/lsh/mensajeria', 'Mensajería', [lsh], 'inbox'),
  areaRoute('/lsh/configuracion', SETTINGS_TITLE, [lsh], 'account-settings'),

  // Supplier (part 2 §2.5).
  areaRoute('/proveedor/dashboard', 'Clientes', [supplier], 'supplier-home'),
  // The quotes and invoices screen of presential consultancies (part 2 §2.5; path: decision 030).
  areaRoute('/proveedor/cotizaciones', 'Cotizaciones y facturas', [supplier], 'supplier-quotes'),
  areaRoute('/proveedor/ventas', 'Ventas', [supplier], 'supplier-sales'),
  areaRoute('/proveedor/ventas/:id', 'Ordenes', [supplier], 'supplier-order'),
  areaRoute('/proveedor/ordenes', 'Ordenes', [supplier], 'supplier-orders'),
  areaRoute('/proveedor/ordenes/:id', 'Ordenes', [supplier], 'supplier-order'),
  areaRoute(
    '/proveedor/ordenes/detalle/:suborderId',
    'Detalle de la orden',
    [supplier],
    'suborder-detail',
  ),
  areaRoute('/proveedor/envios', 'Envíos', [supplier], 'supplier-shipping'),
  areaRoute(
    '/proveedor/preferencias',
    'Preferencias de E-Commerce',
    [supplier],
    'supplier-store-settings',
  ),
  areaRoute('/proveedor/marcas', 'Marcas', [supplier], 'supplier-brands'),
  areaRoute('/proveedor/revestimientos', 'Revestimientos', [supplier], 'supplier-coverings'),
  areaRoute('/proveedor/decorativos', 'Decorativos', [supplier], 'supplier-decoratives'),
  areaRoute('/proveedor/producto/lista', 'Lista de productos', [supplier], 'supplier-products'),
  areaRoute(
    '/proveedor/producto/nuevo',
    'Crear un nuevo producto',
    [supplier],
    'supplier-product-new',
  ),
  areaRoute(
    '/proveedor/producto/:id/editar',
    'Editar Producto',
    [supplier],
    'supplier-product-edit',
  ),
  areaRoute('/proveedor/asesor/lista', 'Lista Asesores', [supplier], 'supplier-advisers'),
  areaRoute('/proveedor/asesor/nuevo', 'Crear nuevo Asesor', [supplier], 'supplier-adviser-new'),
  areaRoute(
    '/proveedor/asesor/:asesorId/editar',
    'Editar Asesor',
    [supplier],
    'supplier-adviser-edit',
  ),
  areaRoute('/proveedor/configuracion', SETTINGS_TITLE, [supplier], 'supplier-settings'),

  // Designer (part 1 §2 Designer area, part 2 §2.2–2.3).
  areaRoute('/disenador/dashboard', 'Mis clientes', [designer], 'designer-clients'),
  areaRoute('/disenador/configuracion', SETTINGS_TITLE, [designer], 'designer-settings'),
  areaRoute('/disenador/mensajeria', 'Mensajería', [designer], 'inbox'),
  areaRoute(
    '/disenador/mis-asesorias-virtuales',
    'Mis asesorías virtuales',
    [designer],
    'virtual-designer-list',
  ),
  areaRoute(
    '/disenador/compra/asesoria-virtual/:hashid',
    'Asesoría virtual',
    [designer],
    'virtual-room',
  ),
  areaRoute(
    '/diseñador/compra/asesoria-presencial/:hashid',
    'Asesoría presencial',
    [designer],
    'presential',
  ),
  // The spec writes this route with its ñ; the plain-n spelling lands on the same page.
  areaRoute(
    '/disenador/compra/asesoria-presencial/:hashid',
    'Asesoría presencial',
    [designer],
    'presential',
  ),
  areaRoute('/disenador/productos', 'Productos', [designer], 'designer-catalogue'),
  areaRoute('/disenador/asesoria/productos', 'Productos', [designer], 'designer-catalogue'),
  areaRoute('/disenador/cotizador', 'Cotizador', [designer], 'quote-builder'),
  areaRoute('/disenador/cotizador2', 'Cotizador', [designer], 'quote-builder'),
  areaRoute('/disenador/asesoria/cotizador', 'Cotizador', [designer], 'quote-builder'),

  // Purchases of clients and designers (part 2 §2.6).
  areaRoute('/mis-compras/lista', 'Mis compras', CLIENT_OR_DESIGNER, 'purchases'),
  areaRoute('/:companyName/mis-compras/lista', 'Mis compras', CLIENT_OR_DESIGNER, 'purchases'),
  areaRoute(
    '/mis-compras/detalle/:id',
    'Detalle de la compra',
    CLIENT_OR_DESIGNER,
    'purchase-detail',
  ),
  areaRoute(
    '/mis-compras/calificar/:id',
    'Calificar producto',
    CLIENT_OR_DESIGNER,
    'purchase-review',
  ),

  // Client (part 2 §2.2, §2.3, §2.6).
  ...clientAreaRoutes('dashboard', 'Mis compras', 'purchases'),
  // The client's menu calls it 'Mi cuenta' (part 1 §2 App shell); the page keeps that name.
  ...clientAreaRoutes('configuracion', 'Mi cuenta', 'client-account'),
  ...clientAreaRoutes('asesorias', 'Asesorías', 'virtual-client-list'),
  // Wompi's return from a consultancy's payment (`?id=`): the list with the result modal over it.
  ...clientAreaRoutes('asesorias/wompi', 'Asesorías', 'virtual-client-list'),
  ...clientAreaRoutes('asesorias-activas/lista', 'Asesorías Activas', 'consultancies-active'),
  ...clientAreaRoutes(
    'asesorias-completadas/lista',
    'Asesorías Completadas',
    'consultancies-completed',
  ),
  ...clientAreaRoutes('asesoria/:hashid/chat', 'Chat de asesoría', 'consultancy-chat'),
  areaRoute(
    '/cliente/compra/asesoria-presencial/:hashid',
    'Asesoría presencial',
    [client],
    'presential',
  ),
  // Wompi's returns (`?id=`): the designs payment, and a quote payment (decision 030).
  areaRoute(
    '/cliente/compra/asesoria-presencial/:hashid/wompi',
    PAYMENT_RESULT_TITLE,
    [client],
    'presential-payment-result',
  ),
  areaRoute(
    '/cliente/compra/asesoria-presencial/:hashid/wompi-transaction',
    PAYMENT_RESULT_TITLE,
    [client],
    'presential-payment-result',
  ),
  // Paying approved quotes of a presential consultancy (the spec names no route: decision 030).
  areaRoute(
    '/cliente/compra/asesoria-presencial/:hashid/pago',
    'Pago de cotizaciones',
    [client],
    'presential-quote-checkout',
  ),
  areaRoute(
    '/cliente/compra/asesoria-virtual/:hashid',
    'Asesoría virtual',
    [client],
    'virtual-room',
  ),
  areaRoute(
    '/cliente/compra/asesoria-virtual/checkout/:hashid',
    'Pago de asesoría virtual',
    [client],
    'virtual-checkout',
  ),
  areaRoute('/cliente/pqrs', 'PQRS', [client], 'client-pqrs'),

  // Salesperson (part 2 §2.8).
  areaRoute('/vendedor/dashboard', 'Asesorías Activas', [salesperson], 'consultancies-active'),
  areaRoute(
    '/vendedor/asesorias-activas/lista',
    'Asesorías Activas',
    [salesperson],
    'consultancies-active',
  ),
  areaRoute(
    '/vendedor/asesorias-completadas/lista',
    'Asesorías Completadas',
    [salesperson],
    'consultancies-completed',
  ),
  areaRoute('/vendedor/configuracion', SETTINGS_TITLE, [salesperson], 'salesperson-settings'),
  areaRoute(
    '/vendedor/asesoria/:hashid/chat',
    'Chat de asesoría',
    [salesperson],
    'consultancy-chat',
  ),
];
