import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

export interface SupplierSalesQuery {
  search: string;
  /** One-based, as the API counts pages. */
  page: number;
  itemsPerPage: number;
}

/** Every cached sales list and order page of the supplier, refreshed together. */
export const SUPPLIER_ORDERS_KEY = ['suppliers', 'orders'] as const;

function getSupplierOrders(query: SupplierSalesQuery) {
  const params = new URLSearchParams({
    page: String(query.page),
    itemsPerPage: String(query.itemsPerPage),
  });
  if (query.search) params.set('search', query.search);
  return apiRequest(`/v2/suppliers/orders?${params.toString()}`, {
    response: () =>
      import('@hogarte/shared/contracts/orders').then((m) => m.supplierSalesPageSchema),
  });
}

/** `GET /v2/suppliers/orders`: the supplier's paid orders, newest first ('Ventas', 'Ordenes'). */
export function useSupplierOrders(query: SupplierSalesQuery) {
  return useQuery({
    queryKey: [...SUPPLIER_ORDERS_KEY, 'list', query],
    queryFn: () => getSupplierOrders(query),
    placeholderData: keepPreviousData,
  });
}
