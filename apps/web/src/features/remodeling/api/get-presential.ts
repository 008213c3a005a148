import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { PresentialConsultancy } from '@hogarte/shared/contracts/presential';
import { apiRequest } from '../../../lib/http';
import { remodelingKeys } from '../../../lib/remodeling-keys';

/**
 * `GET /v1/presential-consultancy/{hashid}`: the consultancy as its viewer may see it (`viewer`
 * says who); someone with no part in it gets 404.
 */
export function usePresential(hashid: string) {
  return useQuery({
    queryKey: remodelingKeys.presential(hashid),
    queryFn: async () => {
      const answer = await apiRequest(`/v1/presential-consultancy/${encodeURIComponent(hashid)}`, {
        response: () =>
          import('@hogarte/shared/contracts/presential').then((m) => m.presentialInfoSchema),
      });
      return answer.info;
    },
    // A 404 is the answer for someone with no part in it: asking again changes nothing.
    retry: false,
  });
}

/** Every change answers the consultancy as it now is: shown at once, and the lists refreshed. */
export function keepPresential(queryClient: QueryClient, consultancy: PresentialConsultancy) {
  queryClient.setQueryData(remodelingKeys.presential(consultancy.hashid), consultancy);
  return queryClient.invalidateQueries({ queryKey: remodelingKeys.presentialLists() });
}
