import { apiRequest } from '../../../lib/http';

/**
 * `GET /v2/cart` (clients and designers): the cart kept on the server. The cart store calls it
 * itself rather than through a query: it decides when the server's copy replaces the screen's.
 */
export function getCart() {
  return apiRequest('/v2/cart', {
    response: () => import('@hogarte/shared/contracts/cart').then((m) => m.cartSchema),
  });
}
