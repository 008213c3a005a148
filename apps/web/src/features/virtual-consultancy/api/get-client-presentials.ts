import { useQuery } from '@tanstack/react-query';
import { presentialListSchema } from '@hogarte/shared/contracts/presential';
import { apiRequest } from '../../../lib/http';
import { remodelingKeys } from '../../../lib/remodeling-keys';

/** `GET /v1/presential-consultancy/clients`: every presential consultancy the client asked for. */
export function useClientPresentials() {
  return useQuery({
    queryKey: remodelingKeys.presentialList('client'),
    queryFn: async () => {
      const answer = await apiRequest('/v1/presential-consultancy/clients', {
        response: presentialListSchema,
      });
      return answer.info;
    },
  });
}
