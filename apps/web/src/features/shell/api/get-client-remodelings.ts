import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

function getClientRemodelings() {
  return apiRequest('/v1/clients/remodelings', {
    response: () =>
      import('@hogarte/shared/contracts/people').then((m) => m.clientRemodelingsSchema),
  });
}

/** Loaded only when the client opens the list, not on every page of the public site. */
export function useClientRemodelings(enabled: boolean) {
  return useQuery({
    queryKey: ['clients', 'remodelings'],
    queryFn: getClientRemodelings,
    enabled,
  });
}
