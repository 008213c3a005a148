import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** A category's filter choices, each with how many products it would show. */
export interface ProductFilters {
  brands: { id: number; name: string; count: number }[];
  colors: { id: number; name: string; hex: string; count: number }[];
  materials: { name: string; count: number }[];
  /** Prices with IVA. */
  price: { min: number; max: number };
}

/** `GET /v2/products/{id|all}/filters[?store=]`. */
function getProductFilters(categoryId: number | null, store: string | undefined) {
  const query = store ? `?store=${encodeURIComponent(store)}` : '';
  return apiRequest<ProductFilters>(`/v2/products/${categoryId ?? 'all'}/filters${query}`);
}

export function useProductFilters(categoryId: number | null, store?: string) {
  return useQuery({
    queryKey: ['storefront', 'filters', categoryId, store ?? null],
    queryFn: () => getProductFilters(categoryId, store),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
