import { useQuery } from '@tanstack/react-query';
import { quoteListSchema } from '@hogarte/shared/contracts/remodelings';
import { apiRequest } from '../../../lib/http';
import { remodelingKeys } from '../../../lib/remodeling-keys';

/**
 * `GET /v1/remodelings/{hashid}/invoices?approved=true&paid=false`: the quotes the client approved
 * and has not paid yet, what both checkouts offer to pay.
 */
export function usePayableQuotes(hashid: string) {
  return useQuery({
    queryKey: remodelingKeys.quotes(hashid, 'payable'),
    queryFn: async () => {
      const answer = await apiRequest(
        `/v1/remodelings/${encodeURIComponent(hashid)}/invoices?approved=true&paid=false`,
        { response: quoteListSchema },
      );
      return answer.info;
    },
  });
}
