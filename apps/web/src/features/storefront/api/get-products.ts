import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { carriedAnswer } from '../../../lib/carried-answers';
import { apiRequest } from '../../../lib/http';

/**
 * `GET /v2/products/category/{id|all}?currentPage&itemsPerPage&brand&color&material&min_price
 * &max_price&sort&search&store`: a page of the catalogue. The path comes whole from
 * `listingPath`; the previous page stays on screen while the next one loads.
 */
function getProducts(path: string, signal: AbortSignal) {
  return apiRequest(path, {
    signal,
    response: () =>
      import('@hogarte/shared/contracts/storefront').then((m) => m.productListPageSchema),
  });
}

export function useProducts(path: string, enabled: boolean) {
  return useQuery({
    queryKey: ['storefront', 'products', path],
    queryFn: ({ signal }) => getProducts(path, signal),
    initialData: () => carriedAnswer<Awaited<ReturnType<typeof getProducts>>>(path),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
}
