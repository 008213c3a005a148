import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { carriedAnswer } from '../../../lib/carried-answers';
import { apiRequest } from '../../../lib/http';

function filtersPath(categoryId: number | null, store: string | undefined) {
  const query = store ? `?store=${encodeURIComponent(store)}` : '';
  return `/v2/products/${categoryId ?? 'all'}/filters${query}`;
}

/** `GET /v2/products/{id|all}/filters[?store=]`: each choice with how many products it would show. */
function getProductFilters(path: string) {
  return apiRequest(path, {
    response: () =>
      import('@hogarte/shared/contracts/storefront').then((m) => m.productFiltersSchema),
  });
}

export function useProductFilters(categoryId: number | null, store?: string) {
  const path = filtersPath(categoryId, store);
  return useQuery({
    queryKey: ['storefront', 'filters', categoryId, store ?? null],
    queryFn: () => getProductFilters(path),
    initialData: () => carriedAnswer<Awaited<ReturnType<typeof getProductFilters>>>(path),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
