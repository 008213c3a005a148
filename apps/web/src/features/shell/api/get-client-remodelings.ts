import { useQuery } from '@tanstack/react-query';
import { clientRemodelingsSchema } from '@hogarte/shared/contracts/people';
import { apiRequest } from '../../../lib/http';

function getClientRemodelings() {
  return apiRequest('/v1/clients/remodelings', { response: clientRemodelingsSchema });
}

/** Loaded only when the client opens the list, not on every page of the public site. */
export function useClientRemodelings(enabled: boolean) {
  return useQuery({
    queryKey: ['clients', 'remodelings'],
    queryFn: getClientRemodelings,
    enabled,
  });
}
