import { useQuery } from '@tanstack/react-query';
import { carriedAnswer } from '../../../lib/carried-answers';
import { apiRequest } from '../../../lib/http';

function offeringPath(itemsPerPage: number, store: string | undefined) {
  const query = new URLSearchParams({ currentPage: '1', itemsPerPage: String(itemsPerPage) });
  if (store) query.set('store', store);
  return `/v2/products/offering?${query.toString()}`;
}

/** `GET /v2/products/offering?currentPage=1&itemsPerPage&store`: the featured products. */
function getOffering(path: string) {
  return apiRequest(path, {
    response: () =>
      import('@hogarte/shared/contracts/storefront').then((m) => m.productListPageSchema),
  });
}

export function useOffering(itemsPerPage: number, store: string | undefined, enabled: boolean) {
  const path = offeringPath(itemsPerPage, store);
  return useQuery({
    queryKey: ['storefront', 'offering', itemsPerPage, store ?? null],
    queryFn: () => getOffering(path),
    initialData: () => carriedAnswer<Awaited<ReturnType<typeof getOffering>>>(path),
    staleTime: 60_000,
    enabled,
  });
}
