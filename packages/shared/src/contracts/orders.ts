/**
 * Contracts of the paid orders (part 2 §2.4–§2.6, §3 Order and Suborder): what the buyer's, the
 * supplier's and the admin's order calls answer. Money is integer COP; dates are ISO strings.
 */
import { z } from 'zod';
import { SUBORDER_STATUSES } from '../orders.js';
import { pageOf } from './common.js';

/** An uploaded PDF of an order: a client or supplier invoice, or the admin's payment support. */
export const orderFileSchema = z.object({ id: z.int(), url: z.string(), filename: z.string() });
export type OrderFile = z.infer<typeof orderFileSchema>;

/** The billing information as the checkout stored it: a natural person or a company. */
export const orderBillingSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('natural_person'),
    first_name: z.string(),
    last_name: z.string(),
    /** 1 cédula, 2 passport. */
    legal_document_type_id: z.int(),
    identification_code: z.string(),
  }),
  z.object({ type: z.literal('company'), company_name: z.string(), NIT: z.string() }),
]);
export type OrderBilling = z.infer<typeof orderBillingSchema>;

/** Who receives the parcel and where (part 2 §3 Order address). */
export const orderAddressSchema = z.object({
  name: z.string(),
  lastname: z.string(),
  address: z.string(),
  city: z.string(),
  /** The 5-digit DIVIPOLA code of `city` (the shipping quote's destination). */
  city_code: z.string(),
  phone: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** One product line of an order, prepared and shipped by its supplier. */
export const suborderSchema = z.object({
  id: z.int(),
  /**
   * Null is the spec's empty status, which reads 'Por entregar' (part 2 §4): the API records one
   * from the start, but the screens and the API's label still read an empty one so.
   */
  status: z.enum(SUBORDER_STATUSES).nullable(),
  statusLabel: z.string(),
  product: z.object({
    id: z.int(),
    code: z.string().nullable(),
    name: z.string(),
    imageUrl: z.string().nullable(),
    /** Unit price with IVA. */
    price: z.int(),
    /** price × quantity. */
    amount: z.int(),
    quantity: z.int(),
  }),
  productImageUrl: z.string().nullable(),
  productName: z.string(),
  created_at: z.string(),
  trackUrl: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The shipping label's address. */
  label: z.string().nullable(),
  review: z.object({ rating: z.int(), comment: z.string() }).nullable(),
});
export type Suborder = z.infer<typeof suborderSchema>;

/** Suborders per status tab; Created is counted as Preparation (part 2 §4). */
export const suborderCountsSchema = z.object({
  Preparation: z.int(),
  Shipped: z.int(),
  Delivered: z.int(),
  Canceled: z.int(),
});
export type SuborderCounts = z.infer<typeof suborderCountsSchema>;

/** How every order is headed on its card, row or page. */
const orderHeading = { id: z.int(), orderNumber: z.string(), purchaseDate: z.string() };

const orderTotals = {
  subtotal: z.int(),
  shippingTotal: z.int(),
  discount: z.int(),
  total: z.int(),
};

/** A supplier of an order, named by its user uuid. */
const orderSupplier = { supplier_id: z.string(), supplier_name: z.string() };

/** The carrier the buyer chose for a supplier's parcel, and what it costs. */
const supplierShipping = { carrier: z.string(), shippingCost: z.int(), deliveryDays: z.int() };

/** A supplier's own files of an order. */
const supplierFiles = {
  /** The supplier's sales invoices. */
  supplierFiles: z.array(orderFileSchema),
  /** The admin's proof of paying the supplier. */
  adminFiles: z.array(orderFileSchema),
};

// ---------------------------------------------------------------------------------------------
// The buyer's
// ---------------------------------------------------------------------------------------------

/** `GET /v2/orders`: a purchase in 'Mis compras', the buyer's paid order with all its lines. */
export const purchaseSummarySchema = z.object({
  ...orderHeading,
  total: z.int(),
  is_paid: z.boolean(),
  suppliers: z.array(z.object(orderSupplier)),
  suborders: z.array(suborderSchema),
});
export type PurchaseSummary = z.infer<typeof purchaseSummarySchema>;
export const purchasesPageSchema = pageOf(purchaseSummarySchema);

/** One supplier's part of a purchase: its carrier, its shipping and its lines. */
export const purchaseSupplierSchema = z.object({
  ...orderSupplier,
  /** The supplier's storefront path segment. */
  store: z.string(),
  is_paid: z.boolean(),
  ...supplierShipping,
  suborders: z.array(suborderSchema),
});
export type PurchaseSupplier = z.infer<typeof purchaseSupplierSchema>;

/** `GET /v2/orders/{id}`: one purchase of the buyer, split by supplier. */
export const purchaseDetailSchema = z.object({
  ...orderHeading,
  ...orderTotals,
  is_paid: z.boolean(),
  billingInformation: orderBillingSchema,
  address: orderAddressSchema,
  /** The client's invoices, uploaded by the admin. */
  files: z.array(orderFileSchema),
  suppliers: z.array(purchaseSupplierSchema),
});
export type PurchaseDetail = z.infer<typeof purchaseDetailSchema>;

/** `POST /v2/orders/suborders/{id}/review`: the review as it was recorded. */
export const savedReviewSchema = z.object({
  id: z.int(),
  rating: z.int(),
  comment: z.string(),
  created_at: z.string(),
});

/** A review as a product page lists it. */
export const productReviewSchema = savedReviewSchema.extend({
  /** First name and initial ("Ana M."). */
  author: z.string(),
});
export type ProductReview = z.infer<typeof productReviewSchema>;

/** `GET /v2/products/{id}/reviews`: the newest reviews and the average of all of them. */
export const productReviewsSchema = z.object({
  /** Mean rating, 0 when there is none. */
  average: z.number(),
  count: z.int(),
  items: z.array(productReviewSchema),
});

/** `GET /v2/{clients|suppliers|admin}/suborders/{id}`: one line with its order and shipping. */
export const suborderDetailSchema = z.object({
  suborder: suborderSchema,
  order: z.object(orderHeading),
  customer: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  shipping: z.object(supplierShipping),
  address: orderAddressSchema,
  supplier: z.object(orderSupplier),
});
export type SuborderDetail = z.infer<typeof suborderDetailSchema>;

// ---------------------------------------------------------------------------------------------
// The supplier's
// ---------------------------------------------------------------------------------------------

/** `GET /v2/suppliers/orders`: a paid order as its supplier sees it, its own lines only. */
export const supplierSaleSchema = z.object({
  ...orderHeading,
  /** The supplier's lines only. */
  total: z.int(),
  billingInformation: orderBillingSchema,
  ...supplierFiles,
  /** Whether the admin has paid the supplier. */
  is_paid: z.boolean(),
  counts: suborderCountsSchema,
});
export type SupplierSale = z.infer<typeof supplierSaleSchema>;
export const supplierSalesPageSchema = pageOf(supplierSaleSchema);

/** `GET /v2/suppliers/orders/{id}`: the supplier's part of one order, with its tabs' counts. */
export const supplierOrderSchema = z.object({
  ...orderHeading,
  address: orderAddressSchema,
  billingInformation: orderBillingSchema,
  ...supplierShipping,
  total: z.int(),
  is_paid: z.boolean(),
  ...supplierFiles,
  counts: suborderCountsSchema,
  suborders: z.array(suborderSchema),
});
export type SupplierOrder = z.infer<typeof supplierOrderSchema>;

/** `POST /v2/suppliers/suborders/{id}/label`: the carrier's guide, once per line. */
export const shipmentLabelSchema = z.object({
  trackingNumber: z.string(),
  trackUrl: z.string(),
  /** The label's PDF address. */
  label: z.string(),
});

// ---------------------------------------------------------------------------------------------
// The admin's
// ---------------------------------------------------------------------------------------------

/** `GET /v2/admin/orders`: a paid order in the admin's 'Ventas'. */
export const adminSaleSchema = z.object({
  ...orderHeading,
  total: z.int(),
  buyer: z.object({ name: z.string(), email: z.string() }),
  billingInformation: orderBillingSchema,
  /** The client's invoices, uploaded by the admin. */
  files: z.array(orderFileSchema),
  suppliersCount: z.int(),
});
export type AdminSale = z.infer<typeof adminSaleSchema>;
export const adminSalesPageSchema = pageOf(adminSaleSchema);

/** One supplier's part of an order, as the admin pays it. */
export const adminSaleSupplierSchema = z.object({
  ...orderSupplier,
  /** Whether the admin has paid the supplier its share. */
  is_paid: z.boolean(),
  total: z.int(),
  carrier: z.string(),
  shippingCost: z.int(),
  counts: suborderCountsSchema,
  ...supplierFiles,
});
export type AdminSaleSupplier = z.infer<typeof adminSaleSupplierSchema>;

/** `GET /v2/admin/orders/{id}`: one order with each supplier's part. */
export const adminOrderSchema = z.object({
  ...orderHeading,
  ...orderTotals,
  buyer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  billingInformation: orderBillingSchema,
  address: orderAddressSchema,
  files: z.array(orderFileSchema),
  suppliers: z.array(adminSaleSupplierSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** `GET /v2/admin/suborders/{purchaseId}/{supplierId}`: one supplier's lines of an order. */
export const adminSupplierSubordersSchema = z.object({
  order: z.object({ id: z.int(), orderNumber: z.string() }),
  supplier: z.object({
    ...orderSupplier,
    is_paid: z.boolean(),
    ...supplierShipping,
    total: z.int(),
  }),
  counts: suborderCountsSchema,
  suborders: z.array(suborderSchema),
});
export type AdminSupplierSuborders = z.infer<typeof adminSupplierSubordersSchema>;

/** `PATCH /v2/admin/orderItem/{orderId}/{supplierId}`: the supplier's payment mark, flipped. */
export const supplierPaymentSchema = z.object({ is_paid: z.boolean() });
