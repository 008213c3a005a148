import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** `GET /v2/categories`: every category with how many products it shows now. */
function getCategories() {
  return apiRequest('/v2/categories', {
    response: () =>
      import('@hogarte/shared/contracts/storefront').then((m) => m.categoriesWithCountsSchema),
  });
}

export function useHomeCategories() {
  // The catalogue asks the same question: one cache entry serves both screens.
  return useQuery({
    queryKey: ['storefront', 'categories', null],
    queryFn: getCategories,
    staleTime: 60_000,
  });
}
