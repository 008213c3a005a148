import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { HOME_ROW_SIZE } from './get-featured-products';

/** `GET /v2/products/seasonal`: the admin's seasonal selection. */
function getSeasonalProducts() {
  return apiRequest(`/v2/products/seasonal?currentPage=1&itemsPerPage=${HOME_ROW_SIZE}`, {
    response: () =>
      import('@hogarte/shared/contracts/storefront').then((m) => m.productListPageSchema),
  });
}

export function useSeasonalProducts() {
  return useQuery({
    queryKey: ['home', 'seasonal'],
    queryFn: getSeasonalProducts,
    staleTime: 60_000,
  });
}
