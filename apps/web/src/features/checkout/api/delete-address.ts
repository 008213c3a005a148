import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryAddress } from '@hogarte/shared/contracts/shipping';
import { apiRequest } from '../../../lib/http';
import { ADDRESSES_KEY } from './get-addresses';

/** `DELETE /v2/users/addresses/:id`; another user's address answers 404. */
function deleteAddress(id: number) {
  return apiRequest(`/v2/users/addresses/${id}`, {
    method: 'DELETE',
    response: () => import('@hogarte/shared/contracts/common').then((m) => m.messageSchema),
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
