import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { PURCHASES_KEY } from './get-purchases';

/** `GET /v2/orders/{id}`: one purchase of the buyer (another buyer's answers 404). */
export function usePurchase(id: number | null) {
  return useQuery({
    queryKey: [...PURCHASES_KEY, 'detail', id],
    queryFn: () =>
      apiRequest(`/v2/orders/${id}`, {
        response: () =>
          import('@hogarte/shared/contracts/orders').then((m) => m.purchaseDetailSchema),
      }),
    enabled: id !== null,
  });
}
