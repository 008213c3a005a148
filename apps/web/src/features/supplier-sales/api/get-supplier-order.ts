import { useQuery } from '@tanstack/react-query';
import type { OrderAddress, Suborder, SuborderCounts } from '../../../components/order-types';
import { apiRequest } from '../../../lib/http';
import { SUPPLIER_ORDERS_KEY } from './get-supplier-orders';

export interface SupplierOrder {
  id: number;
  orderNumber: string;
  purchaseDate: string;
  address: OrderAddress;
  /** The carrier the buyer chose for this supplier's parcel. */
  carrier: string;
  counts: SuborderCounts;
  suborders: Suborder[];
}

/** `GET /v2/suppliers/orders/{id}`: the supplier's lines of one order (another's: 404). */
export function useSupplierOrder(id: number | null) {
  return useQuery({
    queryKey: [...SUPPLIER_ORDERS_KEY, 'detail', id],
    queryFn: () => apiRequest<SupplierOrder>(`/v2/suppliers/orders/${id}`),
    enabled: id !== null,
  });
}
