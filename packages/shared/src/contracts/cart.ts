/**
 * Contracts of the server cart of clients and designers (part 2 §3 Cart item, §4 Cart): its lines
 * as `GET /v2/cart` and `POST /v2/cart/syncCart` answer them. Money is integer COP.
 */
import { z } from 'zod';

/** The supplier of a line; `id` is the supplier's user uuid, `store` its storefront slug. */
export const cartSupplierSchema = z.object({
  id: z.string(),
  company_name: z.string(),
  store: z.string(),
});

/** A cart line as the spec names its fields (part 2 §3 Cart item). */
export const cartItemSchema = z.object({
  cart_item_id: z.int(),
  product_id: z.int(),
  name: z.string(),
  /** Without IVA. */
  price: z.int(),
  /** With IVA: what the buyer pays for one unit. */
  taxed_price: z.int(),
  quantity: z.int(),
  principal_image: z.string().nullable(),
  /** A covering's box, in m². */
  min_sale_unit: z.number().nullable(),
  presentation: z.string(),
  category: z.string(),
  category_id: z.int(),
  comission_percentage: z.int(),
  price_per_m2: z.int().nullable(),
  units_available: z.int(),
  /** `/productos/<id>-<slug>`. */
  url: z.string(),
  /** Days the supplier takes to prepare it. */
  delivery_time: z.int(),
  supplier: cartSupplierSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** `GET /v2/cart`. */
export const cartSchema = z.object({ cartItems: z.array(cartItemSchema) });

/** `POST /v2/cart/syncCart`: what the server kept of the cart it was sent, and what it could not. */
export const cartSyncedSchema = z.object({
  /** `SUCCESS_WITH_REMOVED_ITEMS` when a quantity was lowered to the stock or a product dropped. */
  code: z.enum(['SUCCESS', 'SUCCESS_WITH_REMOVED_ITEMS']),
  cartItems: z.array(cartItemSchema),
  removed: z.array(
    z.object({ product_id: z.int(), name: z.string(), requested: z.int(), available: z.int() }),
  ),
});
