import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

export interface ProductReview {
  id: number;
  rating: number;
  comment: string;
  created_at: string;
  /** First name and initial ("Ana M."). */
  author: string;
}

export interface ProductReviews {
  /** Mean rating, 0 when there is none. */
  average: number;
  count: number;
  items: ProductReview[];
}

/**
 * `GET /v2/products/{id}/reviews` (public): buyers' ratings. Read apart from the product, so the
 * product page paints without waiting for them and its cached answer stays the same for everyone.
 */
export function useProductReviews(productId: number) {
  return useQuery({
    queryKey: ['products', productId, 'reviews'],
    queryFn: () => apiRequest<ProductReviews>(`/v2/products/${productId}/reviews`),
    // Reviews change rarely; a visitor going back and forth need not ask again.
    staleTime: 5 * 60 * 1000,
  });
}
