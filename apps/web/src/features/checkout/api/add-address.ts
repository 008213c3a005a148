import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryAddress } from '@hogarte/shared/contracts/shipping';
import type { DeliveryAddressInput } from '@hogarte/shared/schemas/commerce';
import { apiRequest } from '../../../lib/http';
import { ADDRESSES_KEY } from './get-addresses';

/** `POST /v2/users/addresses` → 201 the new address. */
function addAddress(input: DeliveryAddressInput): Promise<DeliveryAddress> {
  return apiRequest('/v2/users/addresses', {
    method: 'POST',
    body: input,
    response: () =>
      import('@hogarte/shared/contracts/shipping').then((m) => m.deliveryAddressAddedSchema),
  });
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
