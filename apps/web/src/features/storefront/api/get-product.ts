import { useQuery } from '@tanstack/react-query';
import { productPageCall } from '@hogarte/shared/carried-answers';
import type { ProductDetailData } from '@hogarte/shared/contracts/storefront';
import { carriedAnswer } from '../../../lib/carried-answers';
import { apiRequest } from '../../../lib/http';

export function productQueryKey(productId: number) {
  return ['storefront', 'product', productId] as const;
}

/** `GET /v2/products/{id}`: the product page. */
function getProduct(productId: number) {
  return apiRequest(productPageCall(productId), {
    response: () => import('@hogarte/shared/contracts/storefront').then((m) => m.productPageSchema),
  });
}

/**
 * `null` (a slug without an id) never asks the API. A page is fresh for a few seconds, so the copy
 * a product page's HTML carried for a visitor (decision 055) is not asked for again as it mounts.
 */
export function useProduct(productId: number | null) {
  return useQuery({
    queryKey: productQueryKey(productId ?? 0),
    queryFn: () => getProduct(productId ?? 0),
    enabled: productId !== null,
    initialData: () =>
      productId === null ? undefined : carriedAnswer<ProductDetailData>(productPageCall(productId)),
    staleTime: 10_000,
  });
}
