import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PurchaseDateFilter } from '@hogarte/shared/orders';
import { apiRequest } from '../../../lib/http';

export interface PurchasesQuery {
  search: string;
  date: PurchaseDateFilter;
  /** One-based, as the API counts pages. */
  page: number;
  itemsPerPage: number;
  /** Inside a supplier's store: only the orders placed in that store. */
  companyName: string | undefined;
}

/** Every cached purchase list and detail of the buyer, refreshed together after a review. */
export const PURCHASES_KEY = ['orders'] as const;

function getPurchases(query: PurchasesQuery) {
  const params = new URLSearchParams({
    date: query.date,
    page: String(query.page),
    itemsPerPage: String(query.itemsPerPage),
  });
  if (query.search) params.set('search', query.search);
  if (query.companyName) params.set('companyName', query.companyName);
  return apiRequest(`/v2/orders?${params.toString()}`, {
    response: () => import('@hogarte/shared/contracts/orders').then((m) => m.purchasesPageSchema),
  });
}

/** `GET /v2/orders`: the buyer's paid purchases, newest first, a page at a time. */
export function usePurchases(query: PurchasesQuery) {
  return useQuery({
    queryKey: [...PURCHASES_KEY, 'list', query],
    queryFn: () => getPurchases(query),
    // A new search or filter keeps the old cards on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
