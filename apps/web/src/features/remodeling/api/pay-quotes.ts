import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuotePaymentInput } from '@hogarte/shared/schemas/remodelings';
import { apiRequest } from '../../../lib/http';
import { payableQuotesKey } from './get-payable-quotes';

/**
 * `POST /v1/remodelings/{hashid}/payments` {to_pay, invoices, receipt}: the payment of the selected
 * approved quotes. The server recomputes the total from the stored quotes (a different `to_pay` is
 * refused); the page then leaves for `checkout_url`, and Wompi comes back to
 * /compra/{hashid}/wompi?id=.
 */
export function usePayQuotes(hashid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuotePaymentInput) =>
      apiRequest(`/v1/remodelings/${encodeURIComponent(hashid)}/payments`, {
        method: 'POST',
        body: input,
        response: () =>
          import('@hogarte/shared/contracts/remodelings').then((m) => m.quotePaymentCreatedSchema),
      }),
    // A refusal may mean the quotes changed (one paid meanwhile, a new total): read them again.
    onError: () =>
      queryClient.invalidateQueries({ queryKey: payableQuotesKey('remodeling', hashid) }),
  });
}
