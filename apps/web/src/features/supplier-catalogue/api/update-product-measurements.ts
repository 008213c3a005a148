import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDimensions } from '@hogarte/shared/schemas/catalogue';
import { apiRequest } from '../../../lib/http';
import { productChanged } from './product-cache';

interface UpdateMeasurementsVariables {
  id: number;
  input: ProductDimensions;
}

/** `PATCH /v2/suppliers/products/{id}/product-measurements`: the category's measures and weight. */
function updateProductMeasurements({ id, input }: UpdateMeasurementsVariables) {
  return apiRequest(`/v2/suppliers/products/${id}/product-measurements`, {
    method: 'PATCH',
    body: input,
    response: () =>
      import('@hogarte/shared/contracts/catalogue').then((m) => m.productChangedSchema),
  });
}

export function useUpdateProductMeasurements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProductMeasurements,
    onSuccess: (answer) => productChanged(queryClient, answer),
  });
}
