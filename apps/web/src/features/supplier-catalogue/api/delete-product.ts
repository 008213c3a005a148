import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { SUPPLIER_PRODUCTS_KEY } from './get-supplier-products';
import { supplierProductKey } from './get-supplier-product';

/** `DELETE /v1/products/{id}`: the product leaves every list; orders keep naming it. */
function deleteProduct(id: number) {
  return apiRequest(`/v1/products/${id}`, {
    method: 'DELETE',
    response: () => import('@hogarte/shared/contracts/common').then((m) => m.messageSchema),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: supplierProductKey(id) });
      return queryClient.invalidateQueries({ queryKey: SUPPLIER_PRODUCTS_KEY });
    },
  });
}
