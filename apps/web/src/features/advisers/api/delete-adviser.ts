import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { ADVISERS_KEY } from './get-advisers';

/** `DELETE /v2/suppliers/salesperson/{id}`: the adviser, its sign-in and its files. */
function deleteAdviser(uuid: string) {
  return apiRequest(`/v2/suppliers/salesperson/${encodeURIComponent(uuid)}`, {
    method: 'DELETE',
    response: () => import('@hogarte/shared/contracts/common').then((m) => m.messageSchema),
  });
}

export function useDeleteAdviser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdviser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADVISERS_KEY }),
  });
}
