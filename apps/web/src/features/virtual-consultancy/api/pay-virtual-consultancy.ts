import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/**
 * `POST /v1/virtual-consultancy/{hashid}/payments`: Wompi's checkout for the stored total. The
 * page then leaves for `checkoutUrl`; Wompi comes back to /cliente/asesorias/wompi?id=.
 */
export function usePayVirtualConsultancy(hashid: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest(`/v1/virtual-consultancy/${encodeURIComponent(hashid)}/payments`, {
        method: 'POST',
        response: () =>
          import('@hogarte/shared/contracts/virtual-consultancies').then(
            (m) => m.virtualCheckoutSchema,
          ),
      }),
  });
}
