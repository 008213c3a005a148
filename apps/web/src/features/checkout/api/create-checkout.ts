import { useMutation } from '@tanstack/react-query';
import type { CheckoutInput } from '@hogarte/shared/schemas/commerce';
import { apiRequest } from '../../../lib/http';

/** `POST /v2/checkout`: places the order (stock reserved) and answers where to pay it. */
function createCheckout(input: CheckoutInput) {
  return apiRequest('/v2/checkout', {
    method: 'POST',
    body: input,
    response: () => import('@hogarte/shared/contracts/checkout').then((m) => m.placedOrderSchema),
  });
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
