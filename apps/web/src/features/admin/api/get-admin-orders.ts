import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

export interface AdminSalesQuery {
  search: string;
  /** One-based, as the API counts pages. */
  page: number;
  itemsPerPage: number;
}

/** Every cached sales list and order of the admin, refreshed together after a change. */
export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const;

function getAdminOrders(query: AdminSalesQuery) {
  const params = new URLSearchParams({
    page: String(query.page),
    itemsPerPage: String(query.itemsPerPage),
  });
  if (query.search) params.set('search', query.search);
  return apiRequest(`/v2/admin/orders?${params.toString()}`, {
    response: () => import('@hogarte/shared/contracts/orders').then((m) => m.adminSalesPageSchema),
  });
}

/** `GET /v2/admin/orders`: every paid order, newest first, a page at a time. */
export function useAdminOrders(query: AdminSalesQuery) {
  return useQuery({
    queryKey: [...ADMIN_ORDERS_KEY, 'list', query],
    queryFn: () => getAdminOrders(query),
    placeholderData: keepPreviousData,
  });
}
