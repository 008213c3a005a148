/**
 * Contracts of the delivery addresses and the shipping quotes of the cart (part 2 §2.7, §7 Cart,
 * §9). Money is integer COP.
 */
import { z } from 'zod';
import { cartSupplierSchema } from './cart.js';

/** A buyer's delivery address; `city.code` is the municipality's DIVIPOLA code. */
export const deliveryAddressViewSchema = z.object({
  id: z.int(),
  street_address: z.string(),
  city: z.object({ code: z.string(), name: z.string() }),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressViewSchema>;

/** `GET /v2/users/addresses`, oldest first; with none, the message says so. */
export const deliveryAddressesSchema = z.object({
  addresses: z.array(deliveryAddressViewSchema),
  message: z.string().optional(),
});

/** `POST /v2/users/addresses` → 201: the new address and the toast's text. */
export const deliveryAddressAddedSchema = deliveryAddressViewSchema.extend({
  message: z.string(),
});

/** `GET /v2/cart/shipping-carriers`: a supplier's carriers; with none, the message says so. */
export const supplierCarriersSchema = z.object({
  carriers: z.array(
    z.object({
      /** Envia's code for the carrier. */
      name: z.string(),
      /** The carrier's name as people know it ('Inter Rapidísimo'). */
      description: z.string(),
    }),
  ),
  message: z.string().optional(),
});

/** One carrier's price for one supplier's parcel. */
const carrierPriceSchema = z.object({
  /** Envia's code for the carrier, sent back when paying. */
  carrier: z.string(),
  service: z.string(),
  totalPrice: z.int(),
  /** The slowest product's preparation plus the carrier's days. */
  deliveryDays: z.int(),
});

export const shippingQuoteSchema = carrierPriceSchema.extend({
  /** The carrier's name as people know it. */
  description: z.string(),
});
export type ShippingQuote = z.infer<typeof shippingQuoteSchema>;

export const supplierQuotesSchema = z.object({
  supplier: cartSupplierSchema,
  /** Cheapest first; empty when no carrier could quote this supplier's parcel to the address. */
  quotes: z.array(shippingQuoteSchema),
});
export type SupplierQuotes = z.infer<typeof supplierQuotesSchema>;

/** `GET /v2/cart/shipping-cost`: every carrier's quote for each supplier of the cart. */
export const cartShippingQuotesSchema = z.object({ suppliers: z.array(supplierQuotesSchema) });

/** `GET /v2/cart/shipping-cost/{store}`: one carrier's price for one supplier of the cart. */
export const supplierShippingCostSchema = carrierPriceSchema.extend({
  supplier: cartSupplierSchema,
});
