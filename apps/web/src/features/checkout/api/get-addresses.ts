import { useQuery } from '@tanstack/react-query';
import type { DeliveryAddress } from '@hogarte/shared/contracts/shipping';
import { apiRequest } from '../../../lib/http';

export const ADDRESSES_KEY = ['users', 'addresses'] as const;

/** `GET /v2/users/addresses` (clients and designers). */
function getAddresses(): Promise<DeliveryAddress[]> {
  return apiRequest('/v2/users/addresses', {
    response: () =>
      import('@hogarte/shared/contracts/shipping').then((m) => m.deliveryAddressesSchema),
  }).then((answer) => answer.addresses);
}

export function useDeliveryAddresses() {
  return useQuery({ queryKey: ADDRESSES_KEY, queryFn: getAddresses });
}
