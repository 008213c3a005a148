import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  LegacyPaymentInput,
  PayuCheckout,
  WompiLegacyCheckout,
} from '@hogarte/shared/contracts/legacy-checkout';
import { apiRequest } from '../../../lib/http';
import { remodelingKeys } from '../../../lib/remodeling-keys';

export type LegacyProvider = 'wompi' | 'payu';

export type LegacyPaymentStart =
  | { provider: 'payu'; checkout: PayuCheckout }
  | { provider: 'wompi'; checkout: WompiLegacyCheckout };

/**
 * `POST /v1/payu-checkout/{hashid}` or `POST /v1/wompi-checkout/{hashid}` {total, budgets,
 * receiptType, receiptData}: the payment of the picked quotes, signed by the server. PayU answers
 * the form the browser posts to it (back at /compra/{hashid}/res/payu/); Wompi its checkout
 * address (back at /compra/{hashid}/res/wompi/{reference}/).
 */
export function useStartLegacyPayment(hashid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      provider,
      input,
    }: {
      provider: LegacyProvider;
      input: LegacyPaymentInput;
    }): Promise<LegacyPaymentStart> => {
      const path = `/v1/${provider}-checkout/${encodeURIComponent(hashid)}`;
      if (provider === 'payu') {
        const checkout = await apiRequest(path, {
          method: 'POST',
          body: input,
          response: () =>
            import('@hogarte/shared/contracts/legacy-checkout').then((m) => m.payuCheckoutSchema),
        });
        return { provider, checkout };
      }
      const checkout = await apiRequest(path, {
        method: 'POST',
        body: input,
        response: () =>
          import('@hogarte/shared/contracts/legacy-checkout').then(
            (m) => m.wompiLegacyCheckoutSchema,
          ),
      });
      return { provider, checkout };
    },
    // A refusal may mean the quotes changed (one paid meanwhile, a new total): read them again.
    onError: () =>
      queryClient.invalidateQueries({ queryKey: remodelingKeys.legacyCheckout(hashid) }),
  });
}
