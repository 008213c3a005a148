import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** A category with how many products it shows now (of one store with `store`). */
export interface CategoryWithCount {
  id: number;
  name: string;
  type: 'revestimiento' | 'decorativo';
  productCount: number;
}

/** `GET /v2/categories[?store=]`. */
function getCategories(store: string | undefined): Promise<CategoryWithCount[]> {
  const query = store ? `?store=${encodeURIComponent(store)}` : '';
  return apiRequest<CategoryWithCount[]>(`/v2/categories${query}`);
}

export function useCategories(store?: string) {
  return useQuery({
    queryKey: ['storefront', 'categories', store ?? null],
    queryFn: () => getCategories(store),
    staleTime: 60_000,
  });
}
