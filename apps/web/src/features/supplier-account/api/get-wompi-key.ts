import { useQuery } from '@tanstack/react-query';
import { wompiKeyStateSchema } from '@hogarte/shared/contracts/suppliers';
import { apiRequest } from '../../../lib/http';

export const WOMPI_KEY_KEY = ['suppliers', 'wompi-key'] as const;

/** `GET /v2/suppliers/wompi-key`: the public key is not a secret, so it comes back whole. */
function getWompiKey() {
  return apiRequest('/v2/suppliers/wompi-key', { response: wompiKeyStateSchema });
}

export function useWompiKey() {
  return useQuery({ queryKey: WOMPI_KEY_KEY, queryFn: getWompiKey });
}
