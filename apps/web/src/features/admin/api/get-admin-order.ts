import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { ADMIN_ORDERS_KEY } from './get-admin-orders';

export function adminOrderKey(id: number | null) {
  return [...ADMIN_ORDERS_KEY, 'detail', id] as const;
}

/** `GET /v2/admin/orders/{id}`: one order with each supplier's part. */
export function useAdminOrder(id: number | null) {
  return useQuery({
    queryKey: adminOrderKey(id),
    queryFn: () =>
      apiRequest(`/v2/admin/orders/${id}`, {
        response: () => import('@hogarte/shared/contracts/orders').then((m) => m.adminOrderSchema),
      }),
    enabled: id !== null,
  });
}
