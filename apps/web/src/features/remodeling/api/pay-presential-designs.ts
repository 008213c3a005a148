import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { remodelingKeys } from '../../../lib/remodeling-keys';

/**
 * `POST /v1/presential-consultancy/{hashid}/designs/payments` (decision 030): Wompi's checkout for
 * the fixed designs payment (450.000), once per approved consultancy. The page then leaves for
 * `checkout_url`; Wompi comes back to /cliente/compra/asesoria-presencial/{hashid}/wompi?id=.
 */
export function usePayPresentialDesigns(hashid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/v1/presential-consultancy/${encodeURIComponent(hashid)}/designs/payments`, {
        method: 'POST',
        response: () =>
          import('@hogarte/shared/contracts/presential').then(
            (m) => m.presentialPaymentCreatedSchema,
          ),
      }),
    // Refused because they were paid meanwhile (or the designer's answer changed): show it.
    onError: () => queryClient.invalidateQueries({ queryKey: remodelingKeys.presential(hashid) }),
  });
}
