import { useQuery } from '@tanstack/react-query';
import type {
  BillingInformation,
  OrderAddress,
  OrderFile,
  Suborder,
} from '../../../components/order-types';
import { apiRequest } from '../../../lib/http';
import { PURCHASES_KEY } from './get-purchases';

/** One supplier's part of a purchase: its carrier, its shipping and its lines. */
export interface PurchaseSupplier {
  supplier_id: string;
  supplier_name: string;
  store: string;
  is_paid: boolean;
  carrier: string;
  shippingCost: number;
  deliveryDays: number;
  suborders: Suborder[];
}

export interface PurchaseDetail {
  id: number;
  orderNumber: string;
  purchaseDate: string;
  subtotal: number;
  shippingTotal: number;
  discount: number;
  total: number;
  is_paid: boolean;
  billingInformation: BillingInformation;
  address: OrderAddress;
  /** The client's invoices, uploaded by the admin. */
  files: OrderFile[];
  suppliers: PurchaseSupplier[];
}

/** `GET /v2/orders/{id}`: one purchase of the buyer (another buyer's answers 404). */
export function usePurchase(id: number | null) {
  return useQuery({
    queryKey: [...PURCHASES_KEY, 'detail', id],
    queryFn: () => apiRequest<PurchaseDetail>(`/v2/orders/${id}`),
    enabled: id !== null,
  });
}
