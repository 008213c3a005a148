/**
 * The supplier's test quote on its shipping screen (`/proveedor/envios`): one box from one of its
 * warehouses to a municipality. The box is measured by the same rule, limits and messages as a
 * product's package (centimetres and kilograms), so a quote here prices what a product can be.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { packagingMeasurementsSchema } from './catalogue.js';
import { idParamWith } from './params.js';

/** `POST /v2/suppliers/shipping/quote`. */
export const supplierShippingQuoteSchema = packagingMeasurementsSchema.extend({
  /** One of the supplier's own warehouses; another's reads as unknown. */
  origin_id: idParamWith(MESSAGES.storageAddressUnknown),
  /** 5-digit DIVIPOLA code of the destination municipality (the city picker's value). */
  city: z.string({ error: MESSAGES.cityUnknown }).regex(/^\d{5}$/, { error: MESSAGES.cityUnknown }),
});
export type SupplierShippingQuoteInput = z.infer<typeof supplierShippingQuoteSchema>;
