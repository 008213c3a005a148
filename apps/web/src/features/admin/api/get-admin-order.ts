import { useQuery } from '@tanstack/react-query';
import type { BillingInformation, OrderAddress, OrderFile } from '../../../components/order-types';
import { apiRequest } from '../../../lib/http';
import { ADMIN_ORDERS_KEY } from './get-admin-orders';

/** One supplier's part of an order, as the admin pays it. */
export interface AdminSaleSupplier {
  supplier_id: string;
  supplier_name: string;
  /** Whether the admin has paid the supplier its share. */
  is_paid: boolean;
  total: number;
  /** The supplier's sales invoices. */
  supplierFiles: OrderFile[];
  /** The admin's payment supports. */
  adminFiles: OrderFile[];
}

export interface AdminOrder {
  id: number;
  orderNumber: string;
  purchaseDate: string;
  total: number;
  billingInformation: BillingInformation;
  address: OrderAddress;
  files: OrderFile[];
  suppliers: AdminSaleSupplier[];
}

export function adminOrderKey(id: number | null) {
  return [...ADMIN_ORDERS_KEY, 'detail', id] as const;
}

/** `GET /v2/admin/orders/{id}`: one order with each supplier's part. */
export function useAdminOrder(id: number | null) {
  return useQuery({
    queryKey: adminOrderKey(id),
    queryFn: () => apiRequest<AdminOrder>(`/v2/admin/orders/${id}`),
    enabled: id !== null,
  });
}
