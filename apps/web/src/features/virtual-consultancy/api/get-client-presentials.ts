import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { remodelingKeys } from '../../../lib/remodeling-keys';

/** `GET /v1/presential-consultancy/clients`: every presential consultancy the client asked for. */
export function useClientPresentials() {
  return useQuery({
    queryKey: remodelingKeys.presentialList('client'),
    queryFn: async () => {
      const answer = await apiRequest('/v1/presential-consultancy/clients', {
        response: () =>
          import('@hogarte/shared/contracts/presential').then((m) => m.presentialListSchema),
      });
      return answer.info;
    },
  });
}
