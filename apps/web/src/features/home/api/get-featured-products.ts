import { useQuery } from '@tanstack/react-query';
import type { ProductListPage } from '../../../components/product-card';
import { apiRequest } from '../../../lib/http';

/** How many products each of the home page's rows shows. */
export const HOME_ROW_SIZE = 4;

/** `GET /v2/products/offering`: the featured products of every supplier. */
function getFeaturedProducts(): Promise<ProductListPage> {
  return apiRequest<ProductListPage>(
    `/v2/products/offering?currentPage=1&itemsPerPage=${HOME_ROW_SIZE}`,
  );
}

export function useFeaturedProducts() {
  return useQuery({
    queryKey: ['home', 'offering'],
    queryFn: getFeaturedProducts,
    staleTime: 60_000,
  });
}
