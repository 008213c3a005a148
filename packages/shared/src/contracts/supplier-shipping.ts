/**
 * Contracts of the supplier's shipping screen (`/proveedor/envios`): its Envia account as Envia
 * answers for it, its warehouses as origins, its carriers, and a test quote. Money is integer COP.
 */
import { z } from 'zod';
import { supplierCarriersSchema } from './shipping.js';

/**
 * `missing`: no key saved; `active`: Envia accepted the key; `invalid`: Envia refused it;
 * `unavailable`: Envia could not be asked (network, outage), so the key is neither.
 */
export const enviaAccountStateSchema = z.enum(['missing', 'active', 'invalid', 'unavailable']);
export type EnviaAccountState = z.infer<typeof enviaAccountStateSchema>;

const carrierSchema = supplierCarriersSchema.shape.carriers.element;

/** A warehouse the supplier ships from; `city.code` is the municipality's DIVIPOLA code. */
export const shippingOriginSchema = z.object({
  id: z.int(),
  street_address: z.string(),
  city: z.object({
    code: z.string(),
    name: z.string(),
    /** Null only for a municipality no longer in the list. */
    department: z.string().nullable(),
  }),
});
export type ShippingOrigin = z.infer<typeof shippingOriginSchema>;

/** `GET /v2/suppliers/shipping`. */
export const supplierShippingSchema = z.object({
  account: z.object({
    state: enviaAccountStateSchema,
    /** The key's last four characters behind a mask; null when unset. Never the key. */
    maskedKey: z.string().nullable(),
    /** Demo mode: the Envia simulator answers instead of Envia. */
    simulator: z.boolean(),
  }),
  /** Oldest first. */
  origins: z.array(shippingOriginSchema),
  /** Empty unless the account is active. */
  carriers: z.array(carrierSchema),
});
export type SupplierShipping = z.infer<typeof supplierShippingSchema>;

/** One carrier's cheapest service for the test box. */
export const supplierShippingRateSchema = carrierSchema.extend({
  service: z.string(),
  serviceDescription: z.string(),
  totalPrice: z.int(),
  /** The carrier's transit days; null when Envia gives only its words for it. */
  days: z.int().nullable(),
  /** Envia's words for the transit time ('2 días hábiles'). */
  deliveryEstimate: z.string(),
});
export type SupplierShippingRate = z.infer<typeof supplierShippingRateSchema>;

/** `POST /v2/suppliers/shipping/quote`. */
export const supplierShippingQuoteResultSchema = z.object({
  /** Cheapest first. */
  rates: z.array(supplierShippingRateSchema),
  /**
   * Carriers that gave no price: `rejected` when the carrier does not take this box to this city
   * (coverage, weight), `unavailable` when it did not answer.
   */
  unquoted: z.array(carrierSchema.extend({ reason: z.enum(['rejected', 'unavailable']) })),
});
export type SupplierShippingQuoteResult = z.infer<typeof supplierShippingQuoteResultSchema>;
