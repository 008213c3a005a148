import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { restoreCached } from '../../../lib/optimistic-cache';
import { SUPPLIER_PRODUCTS_KEY } from './get-supplier-products';
import { patchCachedRows } from './product-cache';

interface SetPublicVariables {
  id: number;
  isPublic: boolean;
}

/** `PATCH /v2/suppliers/products/{id}/public` `{is_public}`: show or hide it in the storefront. */
function setProductPublic({ id, isPublic }: SetPublicVariables) {
  return apiRequest(`/v2/suppliers/products/${id}/public`, {
    method: 'PATCH',
    body: { is_public: isPublic },
    response: () =>
      import('@hogarte/shared/contracts/catalogue').then((m) => m.productPublicSetSchema),
  });
}

/** The switch flips at once and flips back if the server refuses. */
export function useSetProductPublic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProductPublic,
    onMutate: ({ id, isPublic }) => patchCachedRows(queryClient, id, { is_public: isPublic }),
    onError: (_error, _variables, snapshot) => restoreCached(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUPPLIER_PRODUCTS_KEY }),
  });
}
