import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WarehouseAddressInput } from '@hogarte/shared/schemas/people';
import { apiRequest } from '../../../lib/http';
import { STORAGE_ADDRESSES_KEY, type StorageAddress } from '../../../lib/storage-addresses';

/** `POST /v2/suppliers/storage-address`; the API refuses a fourth warehouse (409). */
function addStorageAddress(input: WarehouseAddressInput): Promise<StorageAddress> {
  return apiRequest<StorageAddress>('/v2/suppliers/storage-address', {
    method: 'POST',
    body: input,
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
