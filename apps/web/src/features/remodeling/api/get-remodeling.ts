import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Remodeling } from '@hogarte/shared/contracts/remodelings';
import { apiRequest } from '../../../lib/http';
import { remodelingKeys } from '../../../lib/remodeling-keys';

/**
 * `GET /v1/remodelings/{hashid}`: the process sheet as its viewer may see it (`viewer` says who);
 * someone with no part in it gets 404.
 */
export function useRemodeling(hashid: string) {
  return useQuery({
    queryKey: remodelingKeys.sheet(hashid),
    queryFn: async () => {
      const answer = await apiRequest(`/v1/remodelings/${encodeURIComponent(hashid)}`, {
        response: () =>
          import('@hogarte/shared/contracts/remodelings').then((m) => m.remodelingInfoSchema),
      });
      return answer.info;
    },
    // A 404 is the answer for someone with no part in the sheet: asking again changes nothing.
    retry: false,
  });
}

/**
 * Every change answers the sheet as it now is: shown at once, and the lists (the admin's, the
 * lsh's) refreshed, since a step, a payment or a file changes their rows.
 */
export function keepSheet(queryClient: QueryClient, sheet: Remodeling) {
  queryClient.setQueryData(remodelingKeys.sheet(sheet.hashid), sheet);
  return queryClient.invalidateQueries({ queryKey: remodelingKeys.lists() });
}
