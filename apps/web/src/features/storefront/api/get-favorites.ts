import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

export const FAVORITES_KEY = ['storefront', 'favorites'] as const;

/** `GET /v2/favorite`: the signed-in client's or designer's favourite products. */
function getFavorites() {
  return apiRequest('/v2/favorite', {
    response: () =>
      import('@hogarte/shared/contracts/storefront').then((m) => m.productCardListSchema),
  });
}

export function useFavorites() {
  return useQuery({ queryKey: FAVORITES_KEY, queryFn: getFavorites });
}
