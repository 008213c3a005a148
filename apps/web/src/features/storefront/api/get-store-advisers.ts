import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** `GET /v2/salespeople/{companyName}`: the store's approved, public advisers and their status. */
export function useStoreAdvisers(companyName: string) {
  return useQuery({
    queryKey: ['store-advisers', companyName],
    queryFn: () =>
      apiRequest(`/v2/salespeople/${encodeURIComponent(companyName)}`, {
        response: () =>
          import('@hogarte/shared/contracts/advisers').then((m) => m.publicAdvisersSchema),
      }),
  });
}
