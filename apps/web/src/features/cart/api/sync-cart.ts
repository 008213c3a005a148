import type { CartSyncInput } from '@hogarte/shared/schemas/commerce';
import { apiRequest } from '../../../lib/http';

/** `POST /v2/cart/syncCart`: the whole cart; the server answers what it kept. */
export function syncCart(input: CartSyncInput, options: { keepalive?: boolean } = {}) {
  return apiRequest('/v2/cart/syncCart', {
    method: 'POST',
    body: input,
    keepalive: options.keepalive ?? false,
    response: () => import('@hogarte/shared/contracts/cart').then((m) => m.cartSyncedSchema),
  });
}
