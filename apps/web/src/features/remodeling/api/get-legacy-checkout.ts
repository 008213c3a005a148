import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { remodelingKeys } from '../../../lib/remodeling-keys';

/** `GET /v1/purchase-info/{hashid}`: the sheet as the legacy checkout's header shows it. */
export function usePurchaseInfo(hashid: string) {
  return useQuery({
    queryKey: [...remodelingKeys.legacyCheckout(hashid), 'info'],
    queryFn: async () => {
      const answer = await apiRequest(`/v1/purchase-info/${encodeURIComponent(hashid)}`, {
        response: () =>
          import('@hogarte/shared/contracts/legacy-checkout').then((m) => m.purchaseInfoSchema),
      });
      return answer.info;
    },
  });
}

/** `GET /v1/checkout/{hashid}`: the approved, unpaid quotes and the receipt data given last. */
export function useLegacyCheckout(hashid: string) {
  return useQuery({
    queryKey: [...remodelingKeys.legacyCheckout(hashid), 'budgets'],
    queryFn: async () => {
      const answer = await apiRequest(`/v1/checkout/${encodeURIComponent(hashid)}`, {
        response: () =>
          import('@hogarte/shared/contracts/legacy-checkout').then((m) => m.legacyCheckoutSchema),
      });
      return answer.info;
    },
  });
}
