/** Orders as the Orders API returns them, for the order screens' tests. */
import { pageInfo, type PageInfo } from '@hogarte/shared/contracts/common';
import type { OrderAddress, OrderBilling, Suborder } from '@hogarte/shared/contracts/orders';

export function suborder(overrides: Partial<Suborder> = {}): Suborder {
  return {
    id: 501,
    status: 'Created',
    statusLabel: 'En preparación',
    product: {
      id: 101,
      code: 'PR-60',
      name: 'Porcelanato Roble 60x60',
      imageUrl: '/uploads/public/roble.jpg',
      price: 119000,
      amount: 238000,
      quantity: 2,
    },
    productImageUrl: '/uploads/public/roble.jpg',
    productName: 'Porcelanato Roble 60x60',
    created_at: '2025-03-03T15:00:00.000Z',
    trackUrl: null,
    trackingNumber: null,
    label: null,
    review: null,
    ...overrides,
  };
}

export function paged<Item>(
  items: Item[],
  itemsPerPage = 10,
): { items: Item[]; pagination: PageInfo } {
  return { items, pagination: pageInfo(items.length, 1, itemsPerPage) };
}

export const BILLING_PERSON: OrderBilling = {
  type: 'natural_person',
  first_name: 'Ana',
  last_name: 'Martínez',
  legal_document_type_id: 1,
  identification_code: '1020304050',
};

export const ADDRESS: OrderAddress = {
  name: 'Ana',
  lastname: 'Martínez',
  address: 'Carrera 43A # 1-50',
  city: 'Medellín',
  city_code: '05001',
  phone: '3001234567',
};

interface FetchCalls {
  mock: { calls: Array<[RequestInfo | URL, RequestInit?]> };
}

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/** The calls to a URL ending with `suffix` (containing it, with `partial`), of `method` if given. */
export function callsTo(
  fetchMock: FetchCalls,
  suffix: string,
  options: { method?: string; partial?: boolean } = {},
) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = urlOf(input);
    const matches = options.partial ? url.includes(suffix) : url.endsWith(suffix);
    return matches && (options.method === undefined || init?.method === options.method);
  });
}
