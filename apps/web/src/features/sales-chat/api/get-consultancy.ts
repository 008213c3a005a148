import { useQuery } from '@tanstack/react-query';
import { salesConsultancySchema } from '@hogarte/shared/contracts/sales-consultancies';
import { apiRequest } from '../../../lib/http';
import { consultancyKey } from './consultancy-keys';

/** `GET /v2/sales-consultancies/{hashid}`: the chat's header and its room. */
export function useConsultancy(hashid: string) {
  return useQuery({
    queryKey: consultancyKey(hashid),
    queryFn: () =>
      apiRequest(`/v2/sales-consultancies/${encodeURIComponent(hashid)}`, {
        response: salesConsultancySchema,
      }),
  });
}
