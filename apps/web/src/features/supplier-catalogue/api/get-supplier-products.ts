import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductTypeKey } from '@hogarte/shared/catalogue';
import { apiRequest } from '../../../lib/http';

export interface SupplierProductsQuery {
  /** One-based, as the API counts pages. */
  page: number;
  itemsPerPage: number;
  search: string;
  /** Only coverings or only decoratives; both when absent. */
  type?: ProductTypeKey | undefined;
}

/** Every cached product table sits under this key, one entry per query. */
export const SUPPLIER_PRODUCTS_KEY = ['suppliers', 'products'] as const;

function getSupplierProducts(query: SupplierProductsQuery) {
  const params = new URLSearchParams({
    page: String(query.page),
    itemsPerPage: String(query.itemsPerPage),
  });
  if (query.search) params.set('search', query.search);
  if (query.type) params.set('type', query.type);
  // The typed list is the v1 path of the spec; the whole catalogue is v2.
  const version = query.type ? 'v1' : 'v2';
  return apiRequest(`/${version}/suppliers/products?${params.toString()}`, {
    response: () =>
      import('@hogarte/shared/contracts/catalogue').then((m) => m.productTablePageSchema),
  });
}

/** The supplier's own products, newest first, a page at a time. */
export function useSupplierProducts(query: SupplierProductsQuery) {
  return useQuery({
    queryKey: [...SUPPLIER_PRODUCTS_KEY, query],
    queryFn: () => getSupplierProducts(query),
    // Paging and searching keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
