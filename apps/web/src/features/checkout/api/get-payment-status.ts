import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

export type PaymentStatus = 'PENDING' | 'APPROVED' | 'DECLINED' | 'VOIDED' | 'ERROR';

export interface PaymentStatusAnswer {
  status: PaymentStatus;
  orderId: number;
  orderNumber: string;
}

/** While Wompi has not decided, the page asks again this often. */
const PENDING_POLL_MS = 3000;

/** `GET /v2/payments/wompi/:transactionId`: the API confirms the transaction with Wompi. */
function getPaymentStatus(transactionId: string): Promise<PaymentStatusAnswer> {
  return apiRequest<PaymentStatusAnswer>(`/v2/payments/wompi/${encodeURIComponent(transactionId)}`);
}

export function usePaymentStatus(transactionId: string | null) {
  return useQuery({
    queryKey: ['payments', 'wompi', transactionId],
    queryFn: () => getPaymentStatus(transactionId ?? ''),
    enabled: transactionId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? PENDING_POLL_MS : false),
  });
}
