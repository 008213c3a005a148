import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { BRANDS_KEY } from './get-brands';

/** `DELETE /v1/brands/{id}`; a brand any product carries answers 409 'BRAND_IN_USE'. */
function deleteBrand(id: number): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/v1/brands/${id}`, { method: 'DELETE' });
}

export function useDeleteBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBrand,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BRANDS_KEY }),
  });
}
