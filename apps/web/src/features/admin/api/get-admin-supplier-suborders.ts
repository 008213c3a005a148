import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { ADMIN_ORDERS_KEY } from './get-admin-orders';

/** `GET /v2/admin/suborders/{purchaseId}/{supplierId}`: one supplier's lines of an order. */
export function useAdminSupplierSuborders(orderId: number | null, supplierId: string | undefined) {
  return useQuery({
    queryKey: [...ADMIN_ORDERS_KEY, 'suborders', orderId, supplierId],
    queryFn: () =>
      apiRequest(`/v2/admin/suborders/${orderId}/${encodeURIComponent(supplierId ?? '')}`, {
        response: () =>
          import('@hogarte/shared/contracts/orders').then((m) => m.adminSupplierSubordersSchema),
      }),
    enabled: orderId !== null && Boolean(supplierId),
  });
}
