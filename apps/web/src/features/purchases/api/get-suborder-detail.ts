import { useQuery } from '@tanstack/react-query';
import type { OrderAddress, Suborder } from '../../../components/order-types';
import { apiRequest } from '../../../lib/http';

/** Whose view of the line: the path segment of `GET /v2/{userType}/suborders/{id}`. */
export type SuborderViewer = 'clients' | 'suppliers' | 'admin';

export interface SuborderDetail {
  suborder: Suborder;
  order: { id: number; orderNumber: string; purchaseDate: string };
  customer: { first_name: string; last_name: string; email: string; phone: string };
  shipping: { carrier: string; deliveryDays: number; shippingCost: number };
  address: OrderAddress;
  supplier: { supplier_id: string; supplier_name: string };
}

/** Every cached line detail, refreshed when a line changes (label, status, review). */
export const SUBORDER_DETAIL_KEY = ['suborders'] as const;

/** One product line with its order, customer, shipping and address (part 2 §2.5). */
export function useSuborderDetail(viewer: SuborderViewer, id: number | null) {
  return useQuery({
    queryKey: [...SUBORDER_DETAIL_KEY, viewer, id],
    queryFn: () => apiRequest<SuborderDetail>(`/v2/${viewer}/suborders/${id}`),
    enabled: id !== null,
  });
}
