import { useQuery } from '@tanstack/react-query';
import type { Suborder, SuborderCounts } from '../../../components/order-types';
import { apiRequest } from '../../../lib/http';
import { ADMIN_ORDERS_KEY } from './get-admin-orders';

export interface AdminSupplierSuborders {
  order: { id: number; orderNumber: string };
  supplier: { supplier_id: string; supplier_name: string };
  counts: SuborderCounts;
  suborders: Suborder[];
}

/** `GET /v2/admin/suborders/{purchaseId}/{supplierId}`: one supplier's lines of an order. */
export function useAdminSupplierSuborders(orderId: number | null, supplierId: string | undefined) {
  return useQuery({
    queryKey: [...ADMIN_ORDERS_KEY, 'suborders', orderId, supplierId],
    queryFn: () =>
      apiRequest<AdminSupplierSuborders>(
        `/v2/admin/suborders/${orderId}/${encodeURIComponent(supplierId ?? '')}`,
      ),
    enabled: orderId !== null && Boolean(supplierId),
  });
}
