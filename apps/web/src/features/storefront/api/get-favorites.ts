import { useQuery } from '@tanstack/react-query';
import type { ProductCardData } from '../../../components/product-card';
import { apiRequest } from '../../../lib/http';

export const FAVORITES_KEY = ['storefront', 'favorites'] as const;

/** `GET /v2/favorite`: the signed-in client's or designer's favourite products. */
function getFavorites(): Promise<ProductCardData[]> {
  return apiRequest<ProductCardData[]>('/v2/favorite');
}

export function useFavorites() {
  return useQuery({ queryKey: FAVORITES_KEY, queryFn: getFavorites });
}
