import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { BRANDS_KEY } from './get-brands';

/** `DELETE /v1/brands/{id}`; a brand any product carries answers 409 'BRAND_IN_USE'. */
function deleteBrand(id: number) {
  return apiRequest(`/v1/brands/${id}`, {
    method: 'DELETE',
    response: () => import('@hogarte/shared/contracts/common').then((m) => m.messageSchema),
  });
}

export function useDeleteBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBrand,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BRANDS_KEY }),
  });
}
