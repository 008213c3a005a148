import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { ADMIN_PRODUCTS_KEY } from './product-cache';

/** `GET /v2/admin/products/{id}`: everything the supplier gave of a product. */
export function useAdminProduct(productId: number | null) {
  return useQuery({
    queryKey: [...ADMIN_PRODUCTS_KEY, 'detail', productId],
    queryFn: () =>
      apiRequest(`/v2/admin/products/${productId}`, {
        response: () =>
          import('@hogarte/shared/contracts/catalogue').then((m) => m.productDetailSchema),
      }),
    enabled: productId !== null,
  });
}
