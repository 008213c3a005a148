import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/**
 * `GET /v2/products/{id}/reviews` (public): buyers' ratings. Read apart from the product, so the
 * product page paints without waiting for them and its cached answer stays the same for everyone.
 */
export function productReviewsQuery(productId: number) {
  return queryOptions({
    queryKey: ['products', productId, 'reviews'],
    queryFn: () =>
      apiRequest(`/v2/products/${productId}/reviews`, {
        response: () =>
          import('@hogarte/shared/contracts/orders').then((m) => m.productReviewsSchema),
      }),
    // Reviews change rarely; a visitor going back and forth need not ask again.
    staleTime: 5 * 60 * 1000,
  });
}

export function useProductReviews(productId: number) {
  return useQuery(productReviewsQuery(productId));
}
