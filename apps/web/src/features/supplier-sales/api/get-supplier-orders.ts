import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  BillingInformation,
  OrderFile,
  Paged,
  SuborderCounts,
} from '../../../components/order-types';
import { apiRequest } from '../../../lib/http';

/** A paid order as its supplier sees it: only its own lines, invoices and payment. */
export interface SupplierSale {
  id: number;
  orderNumber: string;
  purchaseDate: string;
  /** The supplier's lines only, in COP. */
  total: number;
  billingInformation: BillingInformation;
  /** The supplier's sales invoices. */
  supplierFiles: OrderFile[];
  /** The admin's proof of paying the supplier. */
  adminFiles: OrderFile[];
  /** Whether the admin has paid the supplier. */
  is_paid: boolean;
  counts: SuborderCounts;
}

export interface SupplierSalesQuery {
  search: string;
  /** One-based, as the API counts pages. */
  page: number;
  itemsPerPage: number;
}

/** Every cached sales list and order page of the supplier, refreshed together. */
export const SUPPLIER_ORDERS_KEY = ['suppliers', 'orders'] as const;

function getSupplierOrders(query: SupplierSalesQuery) {
  const params = new URLSearchParams({
    page: String(query.page),
    itemsPerPage: String(query.itemsPerPage),
  });
  if (query.search) params.set('search', query.search);
  return apiRequest<Paged<SupplierSale>>(`/v2/suppliers/orders?${params.toString()}`);
}

/** `GET /v2/suppliers/orders`: the supplier's paid orders, newest first ('Ventas', 'Ordenes'). */
export function useSupplierOrders(query: SupplierSalesQuery) {
  return useQuery({
    queryKey: [...SUPPLIER_ORDERS_KEY, 'list', query],
    queryFn: () => getSupplierOrders(query),
    placeholderData: keepPreviousData,
  });
}
