import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

export function productQueryKey(productId: number) {
  return ['storefront', 'product', productId] as const;
}

/** `GET /v2/products/{id}`: the product page. */
function getProduct(productId: number) {
  return apiRequest(`/v2/products/${productId}`, {
    response: () => import('@hogarte/shared/contracts/storefront').then((m) => m.productPageSchema),
  });
}

/** `null` (a slug without an id) never asks the API. */
export function useProduct(productId: number | null) {
  return useQuery({
    queryKey: productQueryKey(productId ?? 0),
    queryFn: () => getProduct(productId ?? 0),
    enabled: productId !== null,
  });
}
