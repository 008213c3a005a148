import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

export const WOMPI_KEY_KEY = ['suppliers', 'wompi-key'] as const;

/** `GET /v2/suppliers/wompi-key`: the public key is not a secret, so it comes back whole. */
function getWompiKey() {
  return apiRequest('/v2/suppliers/wompi-key', {
    response: () =>
      import('@hogarte/shared/contracts/suppliers').then((m) => m.wompiKeyStateSchema),
  });
}

export function useWompiKey() {
  return useQuery({ queryKey: WOMPI_KEY_KEY, queryFn: getWompiKey });
}
