import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** While Wompi has not decided, the page asks again this often. */
const PENDING_POLL_MS = 3000;

/** A return page's lookup asks again while the payment is pending, and stops once decided. */
export function pollWhilePending(query: { state: { data?: { status: string } | undefined } }) {
  return query.state.data?.status === 'PENDING' ? PENDING_POLL_MS : false;
}

/**
 * `GET /v1/remodelings/payments/wompi/{id}`: the API confirms with Wompi the transaction the
 * client returns from and, when approved, marks the paid quotes; the answer names the sheet.
 */
export function useQuotePaymentResult(transactionId: string | null) {
  return useQuery({
    queryKey: ['payments', 'wompi', 'remodeling', transactionId],
    queryFn: () =>
      apiRequest(`/v1/remodelings/payments/wompi/${encodeURIComponent(transactionId ?? '')}`, {
        response: () =>
          import('@hogarte/shared/contracts/remodelings').then((m) => m.quotePaymentResultSchema),
      }),
    enabled: transactionId !== null,
    refetchInterval: pollWhilePending,
  });
}
