import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { consultancyKey } from './consultancy-keys';

/** `GET /v2/sales-consultancies/{hashid}`: the chat's header and its room. */
export function useConsultancy(hashid: string) {
  return useQuery({
    queryKey: consultancyKey(hashid),
    queryFn: () =>
      apiRequest(`/v2/sales-consultancies/${encodeURIComponent(hashid)}`, {
        response: () =>
          import('@hogarte/shared/contracts/sales-consultancies').then(
            (m) => m.salesConsultancySchema,
          ),
      }),
  });
}
