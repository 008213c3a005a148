import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductGeneralInput } from '@hogarte/shared/schemas/catalogue';
import { apiRequest } from '../../../lib/http';
import { productChanged } from './product-cache';

interface UpdateGeneralVariables {
  id: number;
  input: ProductGeneralInput;
}

/** `PATCH /v2/suppliers/products/{id}/general`: the category is not sent, it cannot change. */
function updateProductGeneral({ id, input }: UpdateGeneralVariables) {
  return apiRequest(`/v2/suppliers/products/${id}/general`, {
    method: 'PATCH',
    body: input,
    response: () =>
      import('@hogarte/shared/contracts/catalogue').then((m) => m.productChangedSchema),
  });
}

export function useUpdateProductGeneral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProductGeneral,
    onSuccess: (answer) => productChanged(queryClient, answer),
  });
}
