import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** `GET /v2/products/offering?currentPage=1&itemsPerPage&store`: the featured products. */
function getOffering(itemsPerPage: number, store: string | undefined) {
  const query = new URLSearchParams({ currentPage: '1', itemsPerPage: String(itemsPerPage) });
  if (store) query.set('store', store);
  return apiRequest(`/v2/products/offering?${query.toString()}`, {
    response: () =>
      import('@hogarte/shared/contracts/storefront').then((m) => m.productListPageSchema),
  });
}

export function useOffering(itemsPerPage: number, store: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['storefront', 'offering', itemsPerPage, store ?? null],
    queryFn: () => getOffering(itemsPerPage, store),
    staleTime: 60_000,
    enabled,
  });
}
