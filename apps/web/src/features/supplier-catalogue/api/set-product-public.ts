import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { SUPPLIER_PRODUCTS_KEY } from './get-supplier-products';
import { patchCachedRows, restoreCachedRows } from './product-cache';

interface SetPublicVariables {
  id: number;
  isPublic: boolean;
}

/** `PATCH /v2/suppliers/products/{id}/public` `{is_public}`: show or hide it in the storefront. */
function setProductPublic({ id, isPublic }: SetPublicVariables) {
  return apiRequest<{ id: number; is_public: boolean; message: string }>(
    `/v2/suppliers/products/${id}/public`,
    { method: 'PATCH', body: { is_public: isPublic } },
  );
}

/** The switch flips at once and flips back if the server refuses. */
export function useSetProductPublic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProductPublic,
    onMutate: ({ id, isPublic }) => patchCachedRows(queryClient, id, { is_public: isPublic }),
    onError: (_error, _variables, snapshot) => restoreCachedRows(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUPPLIER_PRODUCTS_KEY }),
  });
}
