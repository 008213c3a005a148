import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

export const ENVIA_KEY_KEY = ['suppliers', 'envia-key'] as const;

/** The Envia key is a secret: the API only says whether it is set and shows its last digits. */
function getEnviaKey() {
  return apiRequest('/v2/suppliers/envia-key', {
    response: () =>
      import('@hogarte/shared/contracts/suppliers').then((m) => m.enviaKeyStateSchema),
  });
}

export function useEnviaKey() {
  return useQuery({ queryKey: ENVIA_KEY_KEY, queryFn: getEnviaKey });
}
