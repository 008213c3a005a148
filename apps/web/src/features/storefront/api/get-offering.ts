import { useQuery } from '@tanstack/react-query';
import type { ProductListPage } from '../../../components/product-card';
import { apiRequest } from '../../../lib/http';

/** `GET /v2/products/offering?currentPage=1&itemsPerPage&store`: the featured products. */
function getOffering(itemsPerPage: number, store: string | undefined): Promise<ProductListPage> {
  const query = new URLSearchParams({ currentPage: '1', itemsPerPage: String(itemsPerPage) });
  if (store) query.set('store', store);
  return apiRequest<ProductListPage>(`/v2/products/offering?${query.toString()}`);
}

export function useOffering(itemsPerPage: number, store: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['storefront', 'offering', itemsPerPage, store ?? null],
    queryFn: () => getOffering(itemsPerPage, store),
    staleTime: 60_000,
    enabled,
  });
}
