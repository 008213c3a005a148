import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { productChanged } from './product-cache';

interface UpdateAmbientImagesVariables {
  id: number;
  added: readonly File[];
  /** Ids of the current images to remove. */
  deletedIds: readonly number[];
}

/**
 * `PATCH …/{id}/ambient-images`, multipart: new `ambientImages` files and `deletedImages[i]`, each
 * a JSON id. The product must keep 1 to 5.
 */
function updateAmbientImages({ id, added, deletedIds }: UpdateAmbientImagesVariables) {
  const body = new FormData();
  for (const file of added) body.append('ambientImages', file);
  deletedIds.forEach((imageId, index) => {
    body.append(`deletedImages[${index}]`, JSON.stringify(imageId));
  });
  return apiRequest(`/v2/suppliers/products/${id}/ambient-images`, {
    method: 'PATCH',
    body,
    response: () =>
      import('@hogarte/shared/contracts/catalogue').then((m) => m.productChangedSchema),
  });
}

export function useUpdateAmbientImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAmbientImages,
    onSuccess: (answer) => productChanged(queryClient, answer),
  });
}
