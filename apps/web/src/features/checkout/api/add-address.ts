import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryAddressInput } from '@hogarte/shared/schemas/commerce';
import { apiRequest } from '../../../lib/http';
import { ADDRESSES_KEY, type DeliveryAddress } from './get-addresses';

/** `POST /v2/users/addresses` → 201 the new address. */
function addAddress(input: DeliveryAddressInput): Promise<DeliveryAddress> {
  return apiRequest<DeliveryAddress>('/v2/users/addresses', { method: 'POST', body: input });
}

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSuccess: (address) => {
      queryClient.setQueryData<DeliveryAddress[]>(ADDRESSES_KEY, (list) =>
        list ? [...list, address] : [address],
      );
    },
  });
}
