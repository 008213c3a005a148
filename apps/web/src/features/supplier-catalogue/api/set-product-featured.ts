import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { restoreCached } from '../../../lib/optimistic-cache';
import { SUPPLIER_PRODUCTS_KEY } from './get-supplier-products';
import { patchCachedRows } from './product-cache';

interface SetFeaturedVariables {
  id: number;
  isFeatured: boolean;
}

/** `PATCH /v2/suppliers/products/{id}/featured` `{is_featured}`: the storefront's offering. */
function setProductFeatured({ id, isFeatured }: SetFeaturedVariables) {
  return apiRequest(`/v2/suppliers/products/${id}/featured`, {
    method: 'PATCH',
    body: { is_featured: isFeatured },
    response: () =>
      import('@hogarte/shared/contracts/catalogue').then((m) => m.productFeaturedSetSchema),
  });
}

/** The switch flips at once and flips back if the server refuses. */
export function useSetProductFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProductFeatured,
    onMutate: ({ id, isFeatured }) => patchCachedRows(queryClient, id, { is_featured: isFeatured }),
    onError: (_error, _variables, snapshot) => restoreCached(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUPPLIER_PRODUCTS_KEY }),
  });
}
