import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StorageAddress } from '@hogarte/shared/contracts/suppliers';
import { apiRequest } from '../../../lib/http';
import { STORAGE_ADDRESSES_KEY } from '../../../lib/storage-addresses';

/** `DELETE /v2/users/addresses/:id`; another user's address answers 404. */
function deleteStorageAddress(id: number) {
  return apiRequest(`/v2/users/addresses/${id}`, {
    method: 'DELETE',
    response: () => import('@hogarte/shared/contracts/common').then((m) => m.messageSchema),
  });
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
