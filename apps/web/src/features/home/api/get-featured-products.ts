import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** How many products each of the home page's rows shows. */
export const HOME_ROW_SIZE = 4;

/** `GET /v2/products/offering`: the featured products of every supplier. */
function getFeaturedProducts() {
  return apiRequest(`/v2/products/offering?currentPage=1&itemsPerPage=${HOME_ROW_SIZE}`, {
    response: () =>
      import('@hogarte/shared/contracts/storefront').then((m) => m.productListPageSchema),
  });
}

export function useFeaturedProducts() {
  return useQuery({
    queryKey: ['home', 'offering'],
    queryFn: getFeaturedProducts,
    staleTime: 60_000,
  });
}
