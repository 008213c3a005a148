/**
 * Cart, delivery addresses, billing and checkout (part 2 §3 Cart item, Order; §5 billing rules).
 * The web forms and the API parse with these same schemas.
 */
import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { fillMessage, MESSAGES } from '../messages.js';
import { nitField, phoneField, requiredText } from './common.js';
import { SUBORDER_STATUSES } from '../orders.js';

const MAX_INT = 2_147_483_647;
const productId = z.number({ error: MESSAGES.invalidRequest }).int().positive().max(MAX_INT);
const quantity = z.number({ error: MESSAGES.invalidRequest }).int().positive().max(100_000);

/** `POST /v2/cart/syncCart`: the whole cart as the browser holds it. */
export const cartSyncSchema = z.object({
  cartItems: z
    .array(z.object({ productId, quantity }), { error: MESSAGES.invalidRequest })
    .max(200, { error: MESSAGES.invalidRequest }),
});
export type CartSyncInput = z.infer<typeof cartSyncSchema>;

/** `POST /v2/users/addresses`: a delivery address of the buyer. */
export const deliveryAddressSchema = z.object({
  street_address: requiredText().max(200),
  /** 5-digit DIVIPOLA code of the municipality (the city picker's value). */
  city: z.string({ error: MESSAGES.required }).regex(/^\d{5}$/, { error: MESSAGES.required }),
});
export type DeliveryAddressInput = z.infer<typeof deliveryAddressSchema>;

const LETTERS = /^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ' ]+$/;
const lettersOnly = () => requiredText().max(60).regex(LETTERS, { error: MESSAGES.lettersOnly });

/** Billing information (part 2 §3 Order): a natural person or a company. */
export const billingInformationSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('natural_person'),
      first_name: lettersOnly(),
      last_name: lettersOnly(),
      /** 1 cédula, 2 passport. */
      legal_document_type_id: z.union([z.literal(1), z.literal(2)], {
        error: MESSAGES.required,
      }),
      identification_code: requiredText().regex(/^\d{1,10}$/, {
        error: MESSAGES.documentNumberInvalid,
      }),
    }),
    z.object({
      type: z.literal('company'),
      company_name: requiredText().max(120),
      NIT: nitField,
    }),
  ],
  { error: MESSAGES.required },
);

/** Who receives the parcel. */
export const recipientSchema = z.object({
  name: lettersOnly(),
  lastname: lettersOnly(),
  phone: phoneField,
});

/**
 * Placing an order. The browser sends the prices it showed, so a price changed since then is
 * caught before charging; the carriers are one per supplier in the cart.
 */
export const checkoutSchema = z.object({
  items: z
    .array(
      z.object({
        productId,
        quantity,
        taxedPrice: z.number().int().nonnegative().max(MAX_INT),
      }),
    )
    .min(1, { error: MESSAGES.cartEmpty })
    .max(200)
    // Placing an order reserves its units for the buyer until it is paid: this caps what one
    // account can hold unpaid (the checkout releases the buyer's earlier reservation).
    .refine(
      (items) =>
        items.reduce((units, item) => units + item.quantity, 0) <= LIMITS.reservedUnitsPerBuyer,
      { error: fillMessage(MESSAGES.reservedUnitsExceeded, { n: LIMITS.reservedUnitsPerBuyer }) },
    ),
  addressId: z.number({ error: MESSAGES.addressUnknown }).int().positive().max(MAX_INT),
  recipient: recipientSchema,
  carriers: z
    .array(
      z.object({ supplierId: z.string().min(1).max(64), carrierName: z.string().min(1).max(60) }),
    )
    .max(200),
  billingInformation: billingInformationSchema,
  /** The store's path segment when paying in a supplier's white-label store. */
  companyName: z.string().max(160).optional(),
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** `POST /v2/orders/suborders/{id}/review`. */
export const reviewSchema = z.object({
  rating: z.number().int().min(1).max(5).default(5),
  comment: requiredText(MESSAGES.reviewRequired).max(LIMITS.reviewMaxLength, {
    error: MESSAGES.reviewMax,
  }),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

export const suborderStatusSchema = z.object({
  status: z.enum(SUBORDER_STATUSES, { error: MESSAGES.suborderTransitionInvalid }),
});
