import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './http';

export const STORAGE_ADDRESSES_KEY = ['suppliers', 'storage-address'] as const;

function getStorageAddresses() {
  return apiRequest('/v2/suppliers/storage-address', {
    response: () =>
      import('@hogarte/shared/contracts/suppliers').then((m) => m.storageAddressesSchema),
  });
}

export function useStorageAddresses() {
  return useQuery({ queryKey: STORAGE_ADDRESSES_KEY, queryFn: getStorageAddresses });
}
