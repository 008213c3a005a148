import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** While Wompi has not decided, the page asks again this often. */
const PENDING_POLL_MS = 3000;

/** `GET /v2/payments/wompi/:transactionId`: the API confirms the transaction with Wompi. */
function getPaymentStatus(transactionId: string) {
  return apiRequest(`/v2/payments/wompi/${encodeURIComponent(transactionId)}`, {
    response: () => import('@hogarte/shared/contracts/checkout').then((m) => m.paymentResultSchema),
  });
}

export function usePaymentStatus(transactionId: string | null) {
  return useQuery({
    queryKey: ['payments', 'wompi', transactionId],
    queryFn: () => getPaymentStatus(transactionId ?? ''),
    enabled: transactionId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? PENDING_POLL_MS : false),
  });
}
