import { useQuery } from '@tanstack/react-query';
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
        response: () =>
          import('@hogarte/shared/contracts/presential').then((m) => m.presentialListSchema),
      });
      return answer.info;
    },
  });
}
