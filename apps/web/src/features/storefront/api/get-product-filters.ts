import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** `GET /v2/products/{id|all}/filters[?store=]`: each choice with how many products it would show. */
function getProductFilters(categoryId: number | null, store: string | undefined) {
  const query = store ? `?store=${encodeURIComponent(store)}` : '';
  return apiRequest(`/v2/products/${categoryId ?? 'all'}/filters${query}`, {
    response: () =>
      import('@hogarte/shared/contracts/storefront').then((m) => m.productFiltersSchema),
  });
}

export function useProductFilters(categoryId: number | null, store?: string) {
  return useQuery({
    queryKey: ['storefront', 'filters', categoryId, store ?? null],
    queryFn: () => getProductFilters(categoryId, store),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
