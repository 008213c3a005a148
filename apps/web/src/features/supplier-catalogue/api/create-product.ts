import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { SUPPLIER_PRODUCTS_KEY } from './get-supplier-products';

/**
 * `POST /v2/suppliers/products`, multipart: the product's fields, `cover`, 1 to 5 `ambient` images
 * and `sheet`. The product waits for the admin's approval.
 */
function createProduct(body: FormData) {
  return apiRequest('/v2/suppliers/products', {
    method: 'POST',
    body,
    response: () =>
      import('@hogarte/shared/contracts/catalogue').then((m) => m.productCreatedSchema),
  });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUPPLIER_PRODUCTS_KEY }),
  });
}
