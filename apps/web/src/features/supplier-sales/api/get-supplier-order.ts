import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { SUPPLIER_ORDERS_KEY } from './get-supplier-orders';

/** `GET /v2/suppliers/orders/{id}`: the supplier's lines of one order (another's: 404). */
export function useSupplierOrder(id: number | null) {
  return useQuery({
    queryKey: [...SUPPLIER_ORDERS_KEY, 'detail', id],
    queryFn: () =>
      apiRequest(`/v2/suppliers/orders/${id}`, {
        response: () =>
          import('@hogarte/shared/contracts/orders').then((m) => m.supplierOrderSchema),
      }),
    enabled: id !== null,
  });
}
