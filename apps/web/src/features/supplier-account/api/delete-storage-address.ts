import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { STORAGE_ADDRESSES_KEY, type StorageAddress } from '../../../lib/storage-addresses';

/** `DELETE /v2/users/addresses/:id`; another user's address answers 404. */
function deleteStorageAddress(id: number): Promise<{ message?: string }> {
  return apiRequest<{ message?: string }>(`/v2/users/addresses/${id}`, { method: 'DELETE' });
}

export function useDeleteStorageAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStorageAddress,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<StorageAddress[]>(STORAGE_ADDRESSES_KEY, (list) =>
        list?.filter((address) => address.id !== id),
      );
    },
  });
}
