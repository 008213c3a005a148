import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PresentialPaymentInput } from '@hogarte/shared/schemas/presential';
import { apiRequest } from '../../../lib/http';
import { remodelingKeys } from '../../../lib/remodeling-keys';
import { payableQuotesKey } from './get-payable-quotes';

/**
 * `POST /v1/presential-consultancy/{hashid}/payments` {toPay, invoices, receipt}: the payment of
 * the selected approved quotes, less the deposit when it applies. The server computes both from
 * what it stored (another `toPay` is refused); the page then leaves for `checkout_url`, and Wompi
 * comes back to /cliente/compra/asesoria-presencial/{hashid}/wompi-transaction?id=.
 */
export function usePayPresentialQuotes(hashid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PresentialPaymentInput) =>
      apiRequest(`/v1/presential-consultancy/${encodeURIComponent(hashid)}/payments`, {
        method: 'POST',
        body: input,
        response: () =>
          import('@hogarte/shared/contracts/presential').then(
            (m) => m.presentialPaymentCreatedSchema,
          ),
      }),
    // A refusal may mean the quotes or the deposit changed meanwhile: read them again.
    onError: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: payableQuotesKey('presential', hashid) }),
        queryClient.invalidateQueries({ queryKey: remodelingKeys.presentialDeposit(hashid) }),
      ]),
  });
}
