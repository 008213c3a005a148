import type { CartSyncInput } from '@hogarte/shared/schemas/commerce';
import { apiRequest } from '../../../lib/http';
import type { CartItem } from '../../../lib/cart';

export interface CartSyncAnswer {
  /** `SUCCESS_WITH_REMOVED_ITEMS` when a quantity was lowered to the stock or a product dropped. */
  code: 'SUCCESS' | 'SUCCESS_WITH_REMOVED_ITEMS';
  cartItems: CartItem[];
  removed: { product_id: number; name: string; requested: number; available: number }[];
}

/** `POST /v2/cart/syncCart`: the whole cart; the server answers what it kept. */
export function syncCart(
  input: CartSyncInput,
  options: { keepalive?: boolean } = {},
): Promise<CartSyncAnswer> {
  return apiRequest<CartSyncAnswer>('/v2/cart/syncCart', {
    method: 'POST',
    body: input,
    keepalive: options.keepalive ?? false,
  });
}
