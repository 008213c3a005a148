import { useQuery } from '@tanstack/react-query';
import { carriedAnswer } from '../../../lib/carried-answers';
import { apiRequest } from '../../../lib/http';

function categoriesPath(store: string | undefined) {
  return `/v2/categories${store ? `?store=${encodeURIComponent(store)}` : ''}`;
}

/** `GET /v2/categories[?store=]`: each category with how many products it shows (of one store). */
function getCategories(path: string) {
  return apiRequest(path, {
    response: () =>
      import('@hogarte/shared/contracts/storefront').then((m) => m.categoriesWithCountsSchema),
  });
}

export function useCategories(store?: string) {
  const path = categoriesPath(store);
  return useQuery({
    queryKey: ['storefront', 'categories', store ?? null],
    queryFn: () => getCategories(path),
    initialData: () => carriedAnswer<Awaited<ReturnType<typeof getCategories>>>(path),
    staleTime: 60_000,
  });
}
