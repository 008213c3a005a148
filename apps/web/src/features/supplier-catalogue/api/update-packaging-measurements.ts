import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PackagingMeasurementsInput } from '@hogarte/shared/schemas/catalogue';
import { apiRequest } from '../../../lib/http';
import { productChanged } from './product-cache';

interface UpdatePackagingVariables {
  id: number;
  packingPresentationId: number;
  input: PackagingMeasurementsInput;
}

/** `PATCH …/{id}/packaging-measurements/{packingPresentationId}`: box or envelope, and its size. */
function updatePackagingMeasurements({
  id,
  packingPresentationId,
  input,
}: UpdatePackagingVariables) {
  return apiRequest(
    `/v2/suppliers/products/${id}/packaging-measurements/${packingPresentationId}`,
    {
      method: 'PATCH',
      body: input,
      response: () =>
        import('@hogarte/shared/contracts/catalogue').then((m) => m.productChangedSchema),
    },
  );
}

export function useUpdatePackagingMeasurements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePackagingMeasurements,
    onSuccess: (answer) => productChanged(queryClient, answer),
  });
}
