import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductTypeKey } from '@hogarte/shared/catalogue';
import { apiRequest } from '../../../lib/http';

/** A row of the supplier's product tables (`GET /v2/suppliers/products`). */
export interface SupplierProductRow {
  id: number;
  name: string;
  category_id: number;
  category: string;
  type: ProductTypeKey;
  brand: { id: number; name: string } | null;
  presentation: string;
  min_sale_unit: number | null;
  /** The card-size cover image, if the product has one. */
  image: string | null;
  price: number;
  taxed_price: number;
  comission_percentage: number;
  units_available: number;
  is_approved: boolean | null;
  approval_label: string;
  is_public: boolean;
  is_featured: boolean;
  created_at: string;
}

export interface ProductPage {
  items: SupplierProductRow[];
  pagination: {
    totalItems: number;
    totalPages: number;
    currentPage: number;
    itemsPerPage: number;
  };
}

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

function getSupplierProducts(query: SupplierProductsQuery): Promise<ProductPage> {
  const params = new URLSearchParams({
    page: String(query.page),
    itemsPerPage: String(query.itemsPerPage),
  });
  if (query.search) params.set('search', query.search);
  // The typed list is the v1 path of the spec; the whole catalogue is v2.
  if (query.type) {
    params.set('type', query.type);
    return apiRequest<ProductPage>(`/v1/suppliers/products?${params.toString()}`);
  }
  return apiRequest<ProductPage>(`/v2/suppliers/products?${params.toString()}`);
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
