/**
 * A public page's HTML may carry the API's answers to the calls its first screen makes, as a
 * visitor would get them, so that screen needs no round trip to the API before it shows
 * (decision 055). The server writes them; the web takes each once, for a visitor only.
 */

/**
 * The id of the `<script type="application/json">` holding them: one object whose keys are the
 * calls' paths with their query, exactly as the web asks for them, and whose values the answers.
 */
export const CARRIED_ANSWERS_ELEMENT_ID = 'carried-answers';

/**
 * The calls the marketplace's catalogue (`/productos` with no filter, search or page) makes for
 * its first screen: the first page of every product in its default order, the categories with
 * their counts, the filters of every product, and the featured and seasonal rows. The web's
 * catalogue test checks that it asks for exactly these.
 */
export const PLAIN_CATALOGUE_CALLS = {
  listing: '/v2/products/category/all?currentPage=1&itemsPerPage=12&sort=price-asc',
  categories: '/v2/categories',
  filters: '/v2/products/all/filters',
  offering: '/v2/products/offering?currentPage=1&itemsPerPage=3',
  seasonal: '/v2/products/seasonal?currentPage=1&itemsPerPage=3',
} as const;

/** The call a product page makes for its product (`/productos/:productSlug` and a store's). */
export function productPageCall(productId: number): string {
  return `/v2/products/${productId}`;
}
