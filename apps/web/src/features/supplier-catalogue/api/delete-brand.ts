import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@hogarte/shared/contracts/common';
import { apiRequest } from '../../../lib/http';
import { BRANDS_KEY } from './get-brands';

/** `DELETE /v1/brands/{id}`; a brand any product carries answers 409 'BRAND_IN_USE'. */
function deleteBrand(id: number) {
  return apiRequest(`/v1/brands/${id}`, { method: 'DELETE', response: messageSchema });
}

export function useDeleteBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBrand,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BRANDS_KEY }),
  });
}
