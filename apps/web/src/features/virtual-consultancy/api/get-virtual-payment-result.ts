import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** While Wompi has not decided, the page asks again this often. */
const PENDING_POLL_MS = 3000;

/**
 * `GET /v1/virtual-consultancy/payments/wompi/{id}`: the API confirms with Wompi the transaction
 * the client returns from, and marks the consultancy paid when it was approved.
 */
export function useVirtualPaymentResult(transactionId: string | null) {
  return useQuery({
    queryKey: ['payments', 'wompi', 'virtual-consultancy', transactionId],
    queryFn: () =>
      apiRequest(
        `/v1/virtual-consultancy/payments/wompi/${encodeURIComponent(transactionId ?? '')}`,
        {
          response: () =>
            import('@hogarte/shared/contracts/virtual-consultancies').then(
              (m) => m.virtualPaymentResultSchema,
            ),
        },
      ),
    enabled: transactionId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? PENDING_POLL_MS : false),
  });
}
