import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/**
 * `GET /v2/products/searched-list?search=…` with the listing's filters: products whose name,
 * brand, company, material, category or colour match, across every category.
 */
function searchProducts(path: string, signal: AbortSignal) {
  return apiRequest(path, {
    signal,
    response: () =>
      import('@hogarte/shared/contracts/storefront').then((m) => m.productListPageSchema),
  });
}

export function useSearchProducts(path: string, enabled: boolean) {
  return useQuery({
    queryKey: ['storefront', 'search', path],
    queryFn: ({ signal }) => searchProducts(path, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
}
