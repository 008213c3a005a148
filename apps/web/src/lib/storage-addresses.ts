import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './http';

/** One of the supplier's warehouses (addresses of kind `storage`). */
export interface StorageAddress {
  id: number;
  street_address: string;
  city_name: string;
}

export const STORAGE_ADDRESSES_KEY = ['suppliers', 'storage-address'] as const;

function getStorageAddresses(): Promise<StorageAddress[]> {
  return apiRequest<StorageAddress[]>('/v2/suppliers/storage-address');
}

export function useStorageAddresses() {
  return useQuery({ queryKey: STORAGE_ADDRESSES_KEY, queryFn: getStorageAddresses });
}
