import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** `GET /v2/categories[?store=]`: each category with how many products it shows (of one store). */
function getCategories(store: string | undefined) {
  const query = store ? `?store=${encodeURIComponent(store)}` : '';
  return apiRequest(`/v2/categories${query}`, {
    response: () =>
      import('@hogarte/shared/contracts/storefront').then((m) => m.categoriesWithCountsSchema),
  });
}

export function useCategories(store?: string) {
  return useQuery({
    queryKey: ['storefront', 'categories', store ?? null],
    queryFn: () => getCategories(store),
    staleTime: 60_000,
  });
}
