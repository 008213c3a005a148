import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** How many of the latest purchases the form offers to name: a request is about a recent one. */
const RECENT_ORDERS = 50;

function getRecentOrders() {
  const params = new URLSearchParams({ page: '1', itemsPerPage: String(RECENT_ORDERS) });
  return apiRequest(`/v2/orders?${params.toString()}`, {
    response: () => import('@hogarte/shared/contracts/orders').then((m) => m.purchasesPageSchema),
  });
}

/** `GET /v2/orders`: the client's latest purchases, for the request's optional order. */
export function useRecentOrders(enabled: boolean) {
  return useQuery({
    queryKey: ['orders', 'pqrs-choices'],
    queryFn: getRecentOrders,
    enabled,
  });
}
