import { useQuery } from '@tanstack/react-query';
import { quotePaymentResultSchema } from '@hogarte/shared/contracts/remodelings';
import { apiRequest } from '../../../lib/http';

/** While Wompi has not decided, the page asks again this often. */
const PENDING_POLL_MS = 3000;

/**
 * `GET /v1/remodelings/payments/wompi/{id}`: the API confirms with Wompi the transaction the
 * client returns from and, when approved, marks the paid quotes; the answer names the sheet.
 */
export function useQuotePaymentResult(transactionId: string | null) {
  return useQuery({
    queryKey: ['payments', 'wompi', 'remodeling', transactionId],
    queryFn: () =>
      apiRequest(`/v1/remodelings/payments/wompi/${encodeURIComponent(transactionId ?? '')}`, {
        response: quotePaymentResultSchema,
      }),
    enabled: transactionId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? PENDING_POLL_MS : false),
  });
}
