import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { remodelingKeys } from '../../../lib/remodeling-keys';
import type { QuoteOwnerKind } from './get-saved-receipt';

const QUOTES_BASE: Record<QuoteOwnerKind, string> = {
  remodeling: '/v1/remodelings',
  presential: '/v1/presential-consultancy',
};

/** The cache of a purchase's payable quotes: a refused payment reads them again. */
export function payableQuotesKey(kind: QuoteOwnerKind, hashid: string) {
  return kind === 'remodeling'
    ? remodelingKeys.quotes(hashid, 'payable')
    : remodelingKeys.presentialQuotes(hashid, 'payable');
}

/**
 * `GET /v1/remodelings/{hashid}/invoices?approved=true&paid=false` (or the presential
 * consultancy's same call): the quotes the client approved and has not paid yet, what every
 * checkout of quotes offers to pay.
 */
export function usePayableQuotes(kind: QuoteOwnerKind, hashid: string) {
  return useQuery({
    queryKey: payableQuotesKey(kind, hashid),
    queryFn: async () => {
      const answer = await apiRequest(
        `${QUOTES_BASE[kind]}/${encodeURIComponent(hashid)}/invoices?approved=true&paid=false`,
        {
          response: () =>
            import('@hogarte/shared/contracts/remodelings').then((m) => m.quoteListSchema),
        },
      );
      return answer.info;
    },
  });
}
