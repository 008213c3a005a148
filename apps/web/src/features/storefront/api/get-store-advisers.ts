import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** `GET /v2/salespeople/{companyName}`: the store's approved, public advisers and their status. */
export function storeAdvisersQuery(companyName: string) {
  return queryOptions({
    queryKey: ['store-advisers', companyName],
    queryFn: () =>
      apiRequest(`/v2/salespeople/${encodeURIComponent(companyName)}`, {
        response: () =>
          import('@hogarte/shared/contracts/advisers').then((m) => m.publicAdvisersSchema),
      }),
    // The product page asks for them as it renders, and the adviser picker reads them again when
    // its code arrives, usually after the answer: fresh for a while, that mount does not ask the
    // API a second time. An adviser's status shown half a minute old is still useful.
    staleTime: 30_000,
  });
}

export function useStoreAdvisers(companyName: string) {
  return useQuery(storeAdvisersQuery(companyName));
}
