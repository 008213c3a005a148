import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductTypeKey } from '@hogarte/shared/catalogue';
import { apiRequest } from '../../../lib/http';

export interface AdminBrandQuery {
  search: string;
  type: ProductTypeKey | null;
  page: number;
  itemsPerPage: number;
}

function getBrands(query: AdminBrandQuery) {
  const params = new URLSearchParams({
    page: String(query.page),
    itemsPerPage: String(query.itemsPerPage),
  });
  if (query.search) params.set('search', query.search);
  if (query.type) params.set('type', query.type);
  return apiRequest(`/v1/brands?${params.toString()}`, {
    response: () => import('@hogarte/shared/contracts/brands').then((m) => m.adminBrandPageSchema),
  });
}

/** `GET /v1/brands`: every supplier's brands with their type, company and product count. */
export function useAdminBrands(query: AdminBrandQuery) {
  return useQuery({
    queryKey: ['admin', 'brands', query],
    queryFn: () => getBrands(query),
    placeholderData: keepPreviousData,
  });
}
