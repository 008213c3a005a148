/** Cart lines as `GET /v2/cart` returns them, for the cart and checkout tests. */
import type { CartItem } from '@hogarte/shared/contracts/cart';

export const SUPPLIER_A = {
  id: 'supplier-a',
  company_name: 'Cerámicas del Valle',
  store: 'Cerámicas-del-Valle',
};
export const SUPPLIER_B = { id: 'supplier-b', company_name: 'Luz Viva', store: 'Luz-Viva' };

export function cartItem(productId: number, overrides: Partial<CartItem> = {}): CartItem {
  return {
    cart_item_id: productId,
    product_id: productId,
    name: `Producto ${productId}`,
    price: 84034,
    taxed_price: 100000,
    quantity: 1,
    principal_image: `/uploads/${productId}-card.webp`,
    min_sale_unit: null,
    presentation: 'Unidad',
    category: 'Decoración',
    category_id: 1,
    comission_percentage: 20,
    price_per_m2: null,
    units_available: 5,
    url: `/productos/${productId}-producto-${productId}`,
    delivery_time: 5,
    supplier: SUPPLIER_A,
    ...overrides,
  };
}

type FetchCall = [input: RequestInfo | URL, init?: RequestInit];

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/** The calls a mocked `fetch` got for a URL ending with `suffix` (and of `method`, if given). */
export function callsTo(
  fetchMock: { mock: { calls: FetchCall[] } },
  suffix: string,
  method?: string,
): FetchCall[] {
  return fetchMock.mock.calls.filter(
    ([input, init]) =>
      urlOf(input).endsWith(suffix) && (method === undefined || init?.method === method),
  );
}

/** A sent JSON body, parsed. */
export function bodyOf(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}
