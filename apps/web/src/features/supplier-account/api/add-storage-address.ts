import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StorageAddress } from '@hogarte/shared/contracts/suppliers';
import type { WarehouseAddressInput } from '@hogarte/shared/schemas/people';
import { apiRequest } from '../../../lib/http';
import { STORAGE_ADDRESSES_KEY } from '../../../lib/storage-addresses';

/** `POST /v2/suppliers/storage-address`; the API refuses a fourth warehouse (409). */
function addStorageAddress(input: WarehouseAddressInput) {
  return apiRequest('/v2/suppliers/storage-address', {
    method: 'POST',
    body: input,
    response: () =>
      import('@hogarte/shared/contracts/suppliers').then((m) => m.storageAddressSchema),
  });
}

export function useAddStorageAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStorageAddress,
    onSuccess: (address) => {
      queryClient.setQueryData<StorageAddress[]>(STORAGE_ADDRESSES_KEY, (list) =>
        list ? [...list, address] : [address],
      );
    },
  });
}
