import { useQuery } from '@tanstack/react-query';
import { carriedAnswer } from '../../../lib/carried-answers';
import { apiRequest } from '../../../lib/http';

function seasonalPath(itemsPerPage: number, store: string | undefined) {
  const query = new URLSearchParams({ currentPage: '1', itemsPerPage: String(itemsPerPage) });
  if (store) query.set('store', store);
  return `/v2/products/seasonal?${query.toString()}`;
}

/** `GET /v2/products/seasonal?currentPage=1&itemsPerPage&store`: the admin's seasonal picks. */
function getSeasonal(path: string) {
  return apiRequest(path, {
    response: () =>
      import('@hogarte/shared/contracts/storefront').then((m) => m.productListPageSchema),
  });
}

export function useSeasonal(itemsPerPage: number, store: string | undefined, enabled: boolean) {
  const path = seasonalPath(itemsPerPage, store);
  return useQuery({
    queryKey: ['storefront', 'seasonal', itemsPerPage, store ?? null],
    queryFn: () => getSeasonal(path),
    initialData: () => carriedAnswer<Awaited<ReturnType<typeof getSeasonal>>>(path),
    staleTime: 60_000,
    enabled,
  });
}
