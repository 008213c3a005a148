import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

export interface HomeCategory {
  id: number;
  name: string;
  productCount: number;
}

/** `GET /v2/categories`: every category with how many products it shows now. */
function getCategories(): Promise<HomeCategory[]> {
  return apiRequest<HomeCategory[]>('/v2/categories');
}

export function useHomeCategories() {
  // The catalogue asks the same question: one cache entry serves both screens.
  return useQuery({
    queryKey: ['storefront', 'categories', null],
    queryFn: getCategories,
    staleTime: 60_000,
  });
}
