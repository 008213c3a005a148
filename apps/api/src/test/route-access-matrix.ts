/**
 * Who may get a 2xx from each operation of the OpenAPI document, written down once per route by
 * reading its guard and its service. route-access.test.ts calls every operation as a visitor, as
 * each role and as the owner of another resource, and fails on any 2xx this table does not allow;
 * schema-fuzz.test.ts calls each operation as a caller this table allows. The table is the
 * expectation: it is never derived from the guards, so a loosened guard shows up as a failure.
 *
 * Routes that address something someone owns name the resource (a demo account of `owner`'s role
 * owns it, see RESOURCES); the "other owner" caller is another demo user of that role, with
 * resources of their own, who must never get a 2xx on this one.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ROLE, type RoleId, type RoleName } from '@hogarte/shared/roles';

/** The demo account of each role (seed/demo.ts): they own the resources the routes address. */
export const DEMO_ACCOUNT: Record<RoleName, string> = {
  client: 'cliente@demo.co',
  designer: 'disenador@demo.co',
  supplier: 'proveedor@demo.co',
  lsh: 'lsh@demo.co',
  admin: 'admin@demo.co',
  salesperson: 'asesor@demo.co',
};

/** Another demo user of the role, party to none of the resources RESOURCES picks. */
export const OTHER_OWNER = {
  client: 'juan.torres@demo.co',
  designer: 'santiago.mejia@demo.co',
  supplier: 'luminarias.andinas@demo.co',
  salesperson: 'julian.restrepo@demo.co',
} as const;

export type OwnerRole = keyof typeof OTHER_OWNER;

const client = DEMO_ACCOUNT.client;
const designer = DEMO_ACCOUNT.designer;
const supplier = DEMO_ACCOUNT.supplier;

/** A remodeling, consultancy… of the demo client with the demo designer. */
const between = (table: string) => sql`
  ${sql.raw(table)} t
  join users c on c.id = t.client_user_id and c.email = ${client}
  join users d on d.id = t.designer_user_id and d.email = ${designer}`;

/**
 * Each resource as one row whose columns are named like the path params that address it. Only
 * what a demo account owns is listed; ids nobody owns (a category, a transaction) come from the
 * schema's sample.
 */
export const RESOURCES = {
  remodeling: sql`select t.hashid from ${between('remodelings')} order by t.id limit 1`,
  remodelingStep: sql`select s.id from remodeling_steps s
    join ${between('remodelings')} on t.id = s.remodeling_id order by s.id limit 1`,
  remodelingDesign: sql`select t.hashid, g.id from remodeling_designs g
    join ${between('remodelings')} on t.id = g.remodeling_id order by g.id limit 1`,
  remodelingQuote: sql`select t.hashid, q.id from quotes q
    join ${between('remodelings')} on t.id = q.remodeling_id order by q.id limit 1`,
  remodelingSupplierQuote: sql`select q.id from quotes q
    join quote_lines l on l.quote_id = q.id
    join users s on s.id = l.supplier_user_id and s.email = ${supplier}
    where q.remodeling_id is not null and not exists (select 1 from quote_lines o
      join users x on x.id = o.supplier_user_id and x.email = ${OTHER_OWNER.supplier}
      where o.quote_id = q.id)
    order by q.id limit 1`,
  remodelingTracking: sql`select k.id from quote_trackings k
    join quotes q on q.id = k.quote_id and q.remodeling_id is not null
    join users s on s.id = k.supplier_user_id and s.email = ${supplier} order by k.id limit 1`,
  presential: sql`select t.hashid from ${between('presential_consultancies')} order by t.id limit 1`,
  presentialStep: sql`select s.id from presential_consultancy_steps s
    join ${between('presential_consultancies')} on t.id = s.presential_consultancy_id
    order by s.id limit 1`,
  presentialQuote: sql`select t.hashid, q.id from quotes q
    join ${between('presential_consultancies')} on t.id = q.presential_consultancy_id
    order by q.id limit 1`,
  presentialSupplierQuote: sql`select q.id from quotes q
    join quote_lines l on l.quote_id = q.id
    join users s on s.id = l.supplier_user_id and s.email = ${supplier}
    where q.presential_consultancy_id is not null and not exists (select 1 from quote_lines o
      join users x on x.id = o.supplier_user_id and x.email = ${OTHER_OWNER.supplier}
      where o.quote_id = q.id)
    order by q.id limit 1`,
  presentialTracking: sql`select k.id from quote_trackings k
    join quotes q on q.id = k.quote_id and q.presential_consultancy_id is not null
    join users s on s.id = k.supplier_user_id and s.email = ${supplier} order by k.id limit 1`,
  presentialSupplierReceipt: sql`select r.file_id as "fileId" from quote_supplier_receipts r
    join users s on s.id = r.supplier_user_id and s.email = ${supplier} order by r.id limit 1`,
  virtualConsultancy: sql`select t.hashid from ${between('virtual_consultancies')}
    order by t.id limit 1`,
  virtualFile: sql`select f.id from virtual_consultancy_files f
    join ${between('virtual_consultancies')} on t.id = f.consultancy_id order by f.id limit 1`,
  /** The open one, whose chat still takes messages. */
  salesConsultancy: sql`select t.hashid, r.uuid as chat from sales_consultancies t
    join chat_rooms r on r.id = t.room_id
    join users c on c.id = t.client_user_id and c.email = ${client}
    join users a on a.id = t.salesperson_user_id and a.email = ${DEMO_ACCOUNT.salesperson}
    order by t.finished_at desc nulls first, t.id limit 1`,
  /** An adviser of the demo supplier other than the demo salesperson, who keeps calling. */
  adviser: sql`select u.uuid as id from salesperson_profiles p
    join users u on u.id = p.user_id and u.email <> ${DEMO_ACCOUNT.salesperson}
    join users s on s.id = p.supplier_user_id and s.email = ${supplier} order by u.id limit 1`,
  designerFile: sql`select f.id from files f
    join users u on u.id = f.owner_user_id and u.email = ${designer} order by f.id limit 1`,
  /** The route-access test has the admin send one, as the demo seeds none. */
  designerInboxMessage: sql`select m.message_id as id from inbox_deliveries m
    join users u on u.id = m.user_id and u.email = ${designer} order by m.id limit 1`,
  clientAddress: sql`select a.id from addresses a
    join users u on u.id = a.user_id and u.email = ${client} order by a.id limit 1`,
  /** The route-access test has the adviser write to the client, as the demo seeds none. */
  clientChatNotification: sql`select n.id from chat_notifications n
    join users u on u.id = n.user_id and u.email = ${client} order by n.id limit 1`,
  product: sql`select p.id from products p
    join users s on s.id = p.supplier_user_id and s.email = ${supplier} order by p.id limit 1`,
  productAmbientImage: sql`select p.id, i.file_id as "imageId" from products p
    join product_ambient_images i on i.product_id = p.id
    join users s on s.id = p.supplier_user_id and s.email = ${supplier} order by p.id limit 1`,
  productPackaging: sql`select p.id, p.packing_presentation_id::text as "packingPresentationId"
    from products p
    join users s on s.id = p.supplier_user_id and s.email = ${supplier} order by p.id limit 1`,
  brand: sql`select b.id from brands b
    join users s on s.id = b.supplier_user_id and s.email = ${supplier} order by b.id limit 1`,
  navigationLink: sql`select l.id from store_navbar_links l
    join users s on s.id = l.supplier_user_id and s.email = ${supplier} order by l.id limit 1`,
  socialLink: sql`select l.id from store_social_links l
    join users s on s.id = l.supplier_user_id and s.email = ${supplier} order by l.id limit 1`,
  clientOrder: sql`select o.id from orders o
    join users b on b.id = o.buyer_user_id and b.email = ${client} order by o.id limit 1`,
  /** A line the demo supplier sells to the demo client: a suborder to both sides. */
  suborder: sql`select i.id from order_items i
    join orders o on o.id = i.order_id
    join users b on b.id = o.buyer_user_id and b.email = ${client}
    join users s on s.id = i.supplier_user_id and s.email = ${supplier} order by i.id limit 1`,
  /** An order the other supplier sells nothing in: each supplier sees the orders it sells in. */
  supplierOrder: sql`select i.order_id as id from order_items i
    join users s on s.id = i.supplier_user_id and s.email = ${supplier}
    where not exists (select 1 from order_items j
      join users x on x.id = j.supplier_user_id and x.email = ${OTHER_OWNER.supplier}
      where j.order_id = i.order_id)
    order by i.id limit 1`,
  adminOrderSupplier: sql`select i.order_id as "orderId", i.order_id as "purchaseId",
    s.uuid as "supplierId" from order_items i
    join users s on s.id = i.supplier_user_id and s.email = ${supplier} order by i.id limit 1`,
  pqrs: sql`select p.hashid from pqrs p
    join users c on c.id = p.client_user_id and c.email = ${client} order by p.id limit 1`,
  /** A designer the admin may review or hide without touching the callers. */
  bystander: sql`select u.uuid from users u where u.email = 'laura.ospina@demo.co'`,
  publicProduct: sql`select p.id, p.id as "productId" from products p
    join users s on s.id = p.supplier_user_id and s.email = ${supplier}
    where p.is_public and p.is_approved order by p.id desc limit 1`,
  store: sql`select sp.company_name as "companyName", sp.company_name as "supplierName"
    from supplier_profiles sp join users s on s.id = sp.user_id and s.email = ${supplier}`,
} satisfies Record<string, SQL>;

export type ResourceName = keyof typeof RESOURCES;

export interface RouteAccess {
  /** Who may get a 2xx: anyone, any signed-in user, or these roles. */
  roles: 'public' | 'any-session' | readonly RoleId[];
  /** The resource the path addresses. */
  resource?: ResourceName;
  /** Whose resource it is: another user of this role must never get a 2xx from it. */
  owner?: OwnerRole;
  /** Ends the caller's session (a password change): called after everything else. */
  last?: true;
}

const { client: C, designer: D, supplier: S, lsh: L, admin: A, salesperson: P } = ROLE;
const publicRoute: RouteAccess = { roles: 'public' };
const anySession: RouteAccess = { roles: 'any-session' };
const only = (...roles: RoleId[]) => ({ roles });
const owned = (owner: OwnerRole, resource: ResourceName, ...roles: RoleId[]): RouteAccess => ({
  roles,
  owner,
  resource,
});

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  // Accounts
  'POST /v1/auth/login': publicRoute,
  'POST /v1/users/password-reset': publicRoute,
  'GET /v1/users/password-reset/{token}': publicRoute,
  'PATCH /v1/users/password-reset/{token}': publicRoute,
  'POST /v1/users/check': publicRoute,
  'GET /v1/users/profile': anySession,
  'PATCH /v2/users/password': { roles: 'any-session', last: true },
  'GET /v1/designers/profile': only(D),
  'PATCH /v1/designers/avatar': only(D),
  'PATCH /v1/users': anySession,
  'POST /v1/users/bank': only(D, S),
  'PATCH /v1/users/bank': only(D, S),
  'POST /v1/clients': publicRoute,
  'GET /v1/clients': only(C),
  'PATCH /v1/clients': only(C),
  'GET /v1/clients/remodelings': only(C),
  'POST /v1/users/files/{type}': anySession,
  'DELETE /v1/users/files/{id}': {
    roles: 'any-session',
    owner: 'designer',
    resource: 'designerFile',
  },
  'GET /v1/users/files/{id}/link': {
    roles: 'any-session',
    owner: 'designer',
    resource: 'designerFile',
  },
  'GET /files/{id}': { roles: 'public', resource: 'designerFile' },
  'POST /v1/designers': publicRoute,
  'GET /v1/designers/public': publicRoute,
  'POST /v2/suppliers': publicRoute,
  'GET /v1/suppliers/profile': only(S),

  // Lookups
  'GET /v1/cities': publicRoute,
  'GET /v1/designers/professions': publicRoute,
  'GET /v1/users/sources': publicRoute,
  'GET /v1/settings': publicRoute,
  'GET /v1/dev/mailbox': publicRoute,

  // Inbox messages
  'POST /v1/messages': only(A),
  'GET /v1/users/messages': only(D, L, A),
  'PATCH /v1/messages/{id}': owned('designer', 'designerInboxMessage', D, L, A),

  // Administration
  'GET /v1/designers': only(A),
  'GET /v1/suppliers': only(A),
  'PATCH /v1/users/{uuid}': { roles: [A], resource: 'bystander' },
  'PATCH /v1/products/public_status/{uuid}': { roles: [A], resource: 'bystander' },
  'GET /v1/users/legaldocs': only(A),
  'GET /v1/clients/admin': only(A),
  'GET /v1/admin/dashboard': only(A),

  // PQRS
  'POST /v1/pqrs': only(C),
  'GET /v1/pqrs': only(C),
  'GET /v1/pqrs/{hashid}': owned('client', 'pqrs', C, A),
  'GET /v1/admin/pqrs': only(A),
  'PATCH /v1/admin/pqrs/{hashid}': { roles: [A], resource: 'pqrs' },

  // Supplier account
  'GET /v2/suppliers/storage-address': only(S),
  'POST /v2/suppliers/storage-address': only(S),
  'DELETE /v2/users/addresses/{id}': {
    roles: 'any-session',
    owner: 'client',
    resource: 'clientAddress',
  },
  'GET /v2/suppliers/wompi-key': only(S),
  'PATCH /v2/suppliers/wompi-key': only(S),
  'GET /v2/suppliers/envia-key': only(S),
  'PATCH /v2/suppliers/envia-key': only(S),
  'GET /v2/suppliers/shipping': only(S),
  'POST /v2/suppliers/shipping/quote': only(S),
  'GET /v2/suppliers/wompi-key/{supplierName}': { roles: 'public', resource: 'store' },

  // Advisers
  'GET /v2/suppliers/salespeople': only(S, A),
  'GET /v2/suppliers/salesperson/{id}': owned('supplier', 'adviser', S, A),
  'PATCH /v2/suppliers/salesperson/{id}': owned('supplier', 'adviser', S),
  'DELETE /v2/suppliers/salesperson/{id}': owned('supplier', 'adviser', S, A),
  'PATCH /v2/suppliers/salesperson/activate/{id}': owned('supplier', 'adviser', S, A),
  'PATCH /v2/suppliers/salesperson/approve/{id}': owned('supplier', 'adviser', S, A),
  'POST /v2/salespeople/salesperson/{id}': owned('supplier', 'adviser', S),
  'GET /v2/salespeople/salesperson/{id}': owned('supplier', 'adviser', S, A, P),
  'PATCH /v2/salespeople/onlineStatus': only(P),
  'GET /v2/salespeople/{companyName}': { roles: 'public', resource: 'store' },

  // Sales consultancies, chat and video
  'POST /v2/sales-consultancies': only(C),
  'GET /v2/sales-consultancies/list/all': only(C, P),
  'GET /v2/sales-consultancies/{hashid}': owned('client', 'salesConsultancy', C, P),
  'POST /v2/sales-consultancies/{hashid}/notify/knock-knock': owned(
    'client',
    'salesConsultancy',
    C,
  ),
  'PATCH /v2/sales-consultancies/{hashid}/finish': owned('salesperson', 'salesConsultancy', P),
  'GET /v1/chat-message': only(C, D, A, P),
  'POST /v1/chat-message': only(C, D, P),
  'GET /v1/videoapi/room/{hashid}': owned('client', 'salesConsultancy', C, D, P),
  'GET /v1/chat-notification/unread': only(C, D, P),
  'PATCH /v1/chat-notification/read-all': only(C, D, P),
  'PATCH /v1/chat-notification/{id}/read': owned('client', 'clientChatNotification', C, D, P),

  // Virtual consultancies
  'POST /v1/virtual-consultancy': only(C),
  'POST /v1/virtual-consultancy/{hashid}/payments': owned('client', 'virtualConsultancy', C),
  'GET /v1/virtual-consultancy/payments/wompi/{id}': only(C),
  'GET /v1/virtual-consultancy/clients': only(C),
  'GET /v1/virtual-consultancy/professional': only(D),
  'GET /v1/virtual-consultancy/admin': only(A),
  'POST /v1/virtual-consultancy/chat-users': only(D),
  'POST /v1/virtual-consultancy/new-virtual-chat': only(D),
  'GET /v1/virtual-consultancy/shared-file/{hashid}': owned(
    'client',
    'virtualConsultancy',
    C,
    D,
    A,
  ),
  'GET /v1/virtual-consultancy/legal-docs/{hashid}': owned('client', 'virtualConsultancy', C, D, A),
  'POST /v1/virtual-consultancy/document/equivalent': only(C, D, A),
  'GET /v1/virtual-consultancy/receipt/{paymentUuid}': only(C, D, A),
  'GET /v1/virtual-consultancy/{hashid}': owned('client', 'virtualConsultancy', C, D, A),
  'PATCH /v1/virtual-consultancy/{hashid}': owned('designer', 'virtualConsultancy', D),
  'POST /v1/virtual-consultancy/{hashid}/client/knock-knock-whatsapp': owned(
    'client',
    'virtualConsultancy',
    C,
  ),
  'POST /v1/virtual-consultancy/{hashid}/professional/knock-knock-whatsapp': owned(
    'designer',
    'virtualConsultancy',
    D,
  ),
  'POST /v1/virtual-consultancy/{hashid}/files/{type}': owned(
    'client',
    'virtualConsultancy',
    C,
    D,
    A,
  ),
  'PATCH /v1/virtual-consultancy/{id}/approve-file': owned('client', 'virtualFile', C),
  'PATCH /v1/virtual-consultancy/{hashid}/finish': owned('client', 'virtualConsultancy', C, A),
  'PATCH /v1/virtual-consultancy/{hashid}/submit-rating': owned('client', 'virtualConsultancy', C),

  // Remodelings
  'POST /v1/remodelings': only(C),
  'GET /v1/remodelings': only(D, S, L, A),
  'PATCH /v1/remodelings/steps/{id}': owned('designer', 'remodelingStep', D, A),
  'POST /v1/remodelings/invoices/{id}/trackings': owned('supplier', 'remodelingSupplierQuote', S),
  'DELETE /v1/remodelings/trackUrl/{id}': owned('supplier', 'remodelingTracking', S),
  'GET /v1/remodelings/{hashid}': owned('client', 'remodeling', C, D, S, L, A),
  'PATCH /v1/remodelings/{hashid}': owned('client', 'remodeling', C),
  'POST /v1/remodelings/{hashid}/files/{type}': owned('designer', 'remodeling', D, L, A),
  'POST /v1/remodelings/{hashid}/designs': owned('designer', 'remodeling', D),
  'PATCH /v1/remodelings/{hashid}/designs/{id}': owned('client', 'remodelingDesign', C),
  'POST /v1/remodelings/{hashid}/installers': { roles: [L, A], resource: 'remodeling' },
  'POST /v1/remodelings/{hashid}/document/equivalent': owned('client', 'remodeling', C, D, A),
  'GET /v1/remodelings/{hashid}/invoices': owned('client', 'remodeling', C, D, S, L, A),
  'POST /v1/remodelings/{hashid}/invoices': owned('designer', 'remodeling', D),
  'POST /v1/remodelings/{hashid}/invoices/preview': owned('designer', 'remodeling', D),
  'PATCH /v1/remodelings/{hashid}/invoices/{id}': owned('client', 'remodelingQuote', C),
  'GET /v1/quotes/products': only(D),
  'GET /v1/remodelings/payments/receipts': only(C),
  'POST /v1/remodelings/payments/receipts': only(C),
  'POST /v1/remodelings/{hashid}/payments': owned('client', 'remodeling', C),
  'GET /v1/remodelings/payments/wompi/{id}': only(C),
  'GET /v1/purchase-info/{hashid}': owned('client', 'remodeling', C),
  'GET /v1/checkout/{hashid}': owned('client', 'remodeling', C),
  'POST /v1/payu-checkout/{hashid}': owned('client', 'remodeling', C),
  'POST /v1/wompi-checkout/{hashid}': owned('client', 'remodeling', C),

  // Presential consultancies
  'POST /v1/presential-consultancy': only(C),
  'GET /v1/presential-consultancy/designers': only(D),
  'GET /v1/presential-consultancy/clients': only(C),
  'PATCH /v1/presential-consultancy/steps/{id}': owned('designer', 'presentialStep', D),
  'GET /v1/presential-consultancy/{hashid}': owned('client', 'presential', C, D, S, A),
  'PATCH /v1/presential-consultancy/{hashid}': owned('designer', 'presential', D),
  'POST /v1/presential-consultancy/{hashid}/files/design': owned('designer', 'presential', D),
  'POST /v1/presential-consultancy/{hashid}/invoices/preview': owned('designer', 'presential', D),
  'POST /v1/presential-consultancy/{hashid}/invoices': owned('designer', 'presential', D),
  'GET /v1/presential-consultancy/{hashid}/invoices': owned('client', 'presential', C, D, S, A),
  'PATCH /v1/presential-consultancy/{hashid}/invoices/{id}': owned('client', 'presentialQuote', C),
  'GET /v1/presential-consultancy/deposit/{hashid}': owned('client', 'presential', C, D, A),
  'GET /v1/presential-consultancy/payments/receipts': only(C),
  'POST /v1/presential-consultancy/payments/receipts': only(C),
  'POST /v1/presential-consultancy/{hashid}/designs/payments': owned('client', 'presential', C),
  'POST /v1/presential-consultancy/{hashid}/payments': owned('client', 'presential', C),
  'GET /v1/presential-consultancy/payments/wompi/{id}': only(C),
  'GET /v1/presential-consultancy/suppliers/invoices': only(S),
  'POST /v1/presential-consultancy/invoices/{id}/trackings': owned(
    'supplier',
    'presentialSupplierQuote',
    S,
  ),
  'DELETE /v1/presential-consultancy/trackUrl/{id}': owned('supplier', 'presentialTracking', S),
  'POST /v1/presential-consultancy/{hashid}/files/invoice': owned('supplier', 'presential', S),
  'DELETE /v1/presential-consultancy/supplier-receipt/{fileId}': owned(
    'supplier',
    'presentialSupplierReceipt',
    S,
  ),
  'POST /v1/suppliers/{hash}/files/{type}': only(S),
  'POST /v1/suppliers/{hash}/document/receipt': only(S),

  // Catalogue: brands and products
  'GET /v1/suppliers/brands': only(S),
  'POST /v1/suppliers/brands': only(S),
  'PATCH /v1/brands/{id}': owned('supplier', 'brand', S),
  'DELETE /v1/brands/{id}': owned('supplier', 'brand', S),
  'GET /v1/brands': only(A),
  'POST /v2/suppliers/products': only(S),
  'GET /v2/suppliers/products': only(S),
  'GET /v1/suppliers/products': only(S),
  'GET /v2/suppliers/products/{id}': owned('supplier', 'product', S),
  'PATCH /v2/suppliers/products/{id}/general': owned('supplier', 'product', S),
  'PATCH /v2/suppliers/products/{id}/product-measurements': owned('supplier', 'product', S),
  'PATCH /v2/suppliers/products/{id}/packaging-measurements/{packingPresentationId}': owned(
    'supplier',
    'productPackaging',
    S,
  ),
  'PATCH /v2/suppliers/products/{id}/principal-image/{imageId}': owned(
    'supplier',
    'productAmbientImage',
    S,
  ),
  'PATCH /v2/suppliers/products/{id}/ambient-images': owned('supplier', 'product', S),
  'PATCH /v2/suppliers/products/{id}/technical-sheet': owned('supplier', 'product', S),
  'PATCH /v2/suppliers/products/{id}/public': owned('supplier', 'product', S),
  'PATCH /v2/suppliers/products/{id}/featured': owned('supplier', 'product', S),
  'PATCH /v1/products/{id}': owned('supplier', 'product', S, L, A),
  'DELETE /v1/products/{id}': owned('supplier', 'product', S, A),
  'GET /v2/admin/products': only(A),
  'GET /v2/admin/products/{id}': { roles: [A], resource: 'product' },
  'GET /v1/products': only(L, A),
  'GET /v2/admin/products/excel/template': only(A),
  'POST /v2/admin/products/excel': only(A),

  // Storefront
  'GET /v2/categories': publicRoute,
  'GET /v2/products/category/{id}': publicRoute,
  'GET /v2/products/category/{id}/products': publicRoute,
  'GET /v2/products/{id}/products': publicRoute,
  'GET /v2/products/{id}/filters': publicRoute,
  'GET /v2/products/searched-list': publicRoute,
  'GET /v2/products/offering': publicRoute,
  'GET /v2/products/seasonal': publicRoute,
  'GET /v2/products/colors': publicRoute,
  'GET /v1/products/presentations': publicRoute,
  'GET /v1/products/categories': publicRoute,
  'GET /v1/products/types': publicRoute,
  'GET /v2/products/{id}': { roles: 'public', resource: 'publicProduct' },
  'GET /v1/brands/{id}/complementaries': { roles: 'public', resource: 'brand' },
  'GET /v2/products/{id}/reviews': { roles: 'public', resource: 'publicProduct' },
  'GET /v2/favorite': only(C, D),
  'POST /v2/favorite/add/{productId}': { roles: [C, D], resource: 'publicProduct' },
  'DELETE /v2/favorite/remove/{productId}': { roles: [C, D], resource: 'publicProduct' },

  // Store settings
  'GET /v2/suppliers/e-commerce': only(S),
  'PATCH /v2/suppliers/e-commerce': only(S),
  'GET /v2/suppliers/e-commerce/{companyName}': { roles: 'public', resource: 'store' },
  'POST /v2/suppliers/e-commerce/banner': only(S),
  'PATCH /v2/suppliers/e-commerce/banner/delete/{id}': only(S),
  'GET /v2/suppliers/navigation-link': only(S),
  'POST /v2/suppliers/navigation-link': only(S),
  'PATCH /v2/suppliers/navigation-link/{id}': owned('supplier', 'navigationLink', S),
  'DELETE /v2/suppliers/navigation-link/{id}': owned('supplier', 'navigationLink', S),
  'GET /v2/suppliers/social-media': only(S),
  'GET /v2/suppliers/social-media-links': only(S),
  'POST /v2/suppliers/social-media-links': only(S),
  'PUT /v2/suppliers/social-media-links/{id}': owned('supplier', 'socialLink', S),
  'PATCH /v2/suppliers/social-media-links/{id}': owned('supplier', 'socialLink', S),

  // Orders
  'GET /v2/orders': only(C, D),
  'GET /v2/orders/{id}': owned('client', 'clientOrder', C, D),
  'POST /v2/orders/suborders/{id}/review': owned('client', 'suborder', C, D),
  'GET /v2/clients/suborders/{id}': owned('client', 'suborder', C, D),
  'GET /v2/suppliers/orders': only(S),
  'GET /v2/suppliers/orders/{id}': owned('supplier', 'supplierOrder', S),
  'POST /v2/suppliers/orders/{id}/invoice': owned('supplier', 'supplierOrder', S),
  'PATCH /v2/suppliers/orders/{id}/invoice/{fileId}': owned('supplier', 'supplierOrder', S),
  'GET /v2/suppliers/suborders/{id}': owned('supplier', 'suborder', S),
  'POST /v2/suppliers/suborders/{id}/label': owned('supplier', 'suborder', S),
  'PATCH /v2/suppliers/suborders/{id}/status': owned('supplier', 'suborder', S, A),
  'GET /v2/admin/orders': only(A),
  'GET /v2/admin/orders/{id}': { roles: [A], resource: 'clientOrder' },
  'GET /v2/admin/suborders/{purchaseId}/{supplierId}': {
    roles: [A],
    resource: 'adminOrderSupplier',
  },
  'GET /v2/admin/suborders/{id}': { roles: [A], resource: 'suborder' },
  'PATCH /v2/admin/orderItem/{orderId}/{supplierId}': {
    roles: [A],
    resource: 'adminOrderSupplier',
  },
  'POST /v2/admin/orders/{orderId}/{supplierId}': { roles: [A], resource: 'adminOrderSupplier' },
  'POST /v2/admin/clientOrder/{orderId}/invoice': { roles: [A], resource: 'adminOrderSupplier' },
  'PATCH /v2/admin/clientOrder/{orderId}/invoice/{id}': only(A),

  // Cart, checkout, shipping and payments
  'GET /v2/cart': only(C, D),
  'POST /v2/cart/syncCart': only(C, D),
  'POST /v2/checkout': only(C, D),
  'GET /v2/payments/wompi/{transactionId}': only(C, D),
  'GET /v2/users/addresses': only(C, D),
  'POST /v2/users/addresses': only(C, D),
  'GET /v2/cart/shipping-carriers': only(C, D),
  'GET /v2/cart/shipping-cost': only(C, D),
  'GET /v2/cart/shipping-cost/{name}': only(C, D),
  'POST /v2/payments/wompi/events': publicRoute,
  'POST /v2/payments/payu/confirmation': publicRoute,
};

/**
 * When a sweep calls an operation: reads, then writes, then deletions, then what ends sessions,
 * so that what one call changes leaves the later ones something to address.
 */
export function callPhase(key: string): number {
  if (ROUTE_ACCESS[key]?.last) return 3;
  const method = key.split(' ')[0];
  if (method === 'DELETE') return 2;
  return method === 'GET' ? 0 : 1;
}
