import { apiRequest } from '../../../lib/http';
import type { CartItem } from '../../../lib/cart';

/**
 * `GET /v2/cart` (clients and designers): the cart kept on the server. The cart store calls it
 * itself rather than through a query: it decides when the server's copy replaces the screen's.
 */
export function getCart(): Promise<{ cartItems: CartItem[] }> {
  return apiRequest<{ cartItems: CartItem[] }>('/v2/cart');
}
