import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { pollWhilePending } from './get-quote-payment-result';

/**
 * `GET /v1/presential-consultancy/payments/wompi/{id}`: the API confirms with Wompi the
 * transaction the client returns from and, when approved, applies it (designs paid, or quotes
 * paid with the deposit); the answer names the consultancy, what was paid and the deposit used.
 */
export function usePresentialPaymentResult(transactionId: string | null) {
  return useQuery({
    queryKey: ['payments', 'wompi', 'presential', transactionId],
    queryFn: () =>
      apiRequest(
        `/v1/presential-consultancy/payments/wompi/${encodeURIComponent(transactionId ?? '')}`,
        {
          response: () =>
            import('@hogarte/shared/contracts/presential').then(
              (m) => m.presentialPaymentResultSchema,
            ),
        },
      ),
    enabled: transactionId !== null,
    refetchInterval: pollWhilePending,
  });
}
