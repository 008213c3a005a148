import { useQuery } from '@tanstack/react-query';
import { presentialListSchema } from '@hogarte/shared/contracts/presential';
import { apiRequest } from '../../../lib/http';
import { remodelingKeys } from '../../../lib/remodeling-keys';

/**
 * `GET /v1/presential-consultancy/designers`: the designer's consultancies, approved and pending
 * (a rejected one has left the list, decision 030). 'Mis clientes' splits them by `is_approved`.
 */
export function useDesignerPresentialList() {
  return useQuery({
    queryKey: remodelingKeys.presentialList('designer'),
    queryFn: async () => {
      const answer = await apiRequest('/v1/presential-consultancy/designers', {
        response: presentialListSchema,
      });
      return answer.info;
    },
  });
}
