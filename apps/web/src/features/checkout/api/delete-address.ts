import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { ADDRESSES_KEY, type DeliveryAddress } from './get-addresses';

/** `DELETE /v2/users/addresses/:id`; another user's address answers 404. */
function deleteAddress(id: number): Promise<{ message?: string } | undefined> {
  return apiRequest<{ message?: string } | undefined>(`/v2/users/addresses/${id}`, {
    method: 'DELETE',
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<DeliveryAddress[]>(ADDRESSES_KEY, (list) =>
        list?.filter((address) => address.id !== id),
      );
    },
  });
}
