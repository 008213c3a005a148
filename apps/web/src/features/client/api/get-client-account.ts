import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

export const CLIENT_ACCOUNT_KEY = ['clients', 'account'] as const;

/** `GET /v1/clients/`: the client's own data for 'Mi cuenta' (part 2 §2.6). */
function getClientAccount() {
  return apiRequest('/v1/clients/', {
    response: () =>
      import('@hogarte/shared/contracts/people').then((m) => m.clientAccountDetailsSchema),
  });
}

export function useClientAccount() {
  return useQuery({ queryKey: CLIENT_ACCOUNT_KEY, queryFn: getClientAccount });
}
