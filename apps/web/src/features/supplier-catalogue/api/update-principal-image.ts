import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { productChanged } from './product-cache';

interface UpdatePrincipalImageVariables {
  id: number;
  /** The image being replaced; 0 when the product has none yet. */
  imageId: number;
  image: File;
}

/** `PATCH …/{id}/principal-image/{imageId}`, multipart `image`. */
function updatePrincipalImage({ id, imageId, image }: UpdatePrincipalImageVariables) {
  const body = new FormData();
  body.append('image', image);
  return apiRequest(`/v2/suppliers/products/${id}/principal-image/${imageId}`, {
    method: 'PATCH',
    body,
    response: () =>
      import('@hogarte/shared/contracts/catalogue').then((m) => m.productChangedSchema),
  });
}

export function useUpdatePrincipalImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrincipalImage,
    onSuccess: (answer) => productChanged(queryClient, answer),
  });
}
