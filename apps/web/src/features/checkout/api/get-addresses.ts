import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** A buyer's delivery address; `city.code` is the municipality's DIVIPOLA code. */
export interface DeliveryAddress {
  id: number;
  street_address: string;
  city: { code: string; name: string };
}

export const ADDRESSES_KEY = ['users', 'addresses'] as const;

/** `GET /v2/users/addresses` (clients and designers). */
function getAddresses(): Promise<DeliveryAddress[]> {
  return apiRequest<{ addresses: DeliveryAddress[] }>('/v2/users/addresses').then(
    (answer) => answer.addresses,
  );
}

export function useDeliveryAddresses() {
  return useQuery({ queryKey: ADDRESSES_KEY, queryFn: getAddresses });
}
