import { useMutation } from '@tanstack/react-query';
import type { CheckoutInput } from '@hogarte/shared/schemas/commerce';
import { apiRequest } from '../../../lib/http';

export interface CheckoutAnswer {
  orderId: number;
  orderNumber: string;
  total: number;
  reference: string;
  amountInCents: number;
  /** Wompi's web checkout (or the simulator's), where the buyer pays. */
  checkoutUrl: string;
}

/** `POST /v2/checkout`: places the order (stock reserved) and answers where to pay it. */
function createCheckout(input: CheckoutInput): Promise<CheckoutAnswer> {
  return apiRequest<CheckoutAnswer>('/v2/checkout', { method: 'POST', body: input });
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
