import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** `GET /v2/products/seasonal?currentPage=1&itemsPerPage&store`: the admin's seasonal picks. */
function getSeasonal(itemsPerPage: number, store: string | undefined) {
  const query = new URLSearchParams({ currentPage: '1', itemsPerPage: String(itemsPerPage) });
  if (store) query.set('store', store);
  return apiRequest(`/v2/products/seasonal?${query.toString()}`, {
    response: () =>
      import('@hogarte/shared/contracts/storefront').then((m) => m.productListPageSchema),
  });
}

export function useSeasonal(itemsPerPage: number, store: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['storefront', 'seasonal', itemsPerPage, store ?? null],
    queryFn: () => getSeasonal(itemsPerPage, store),
    staleTime: 60_000,
    enabled,
  });
}
