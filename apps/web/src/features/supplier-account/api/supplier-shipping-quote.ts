import { useMutation } from '@tanstack/react-query';
import { supplierShippingQuoteResultSchema } from '@hogarte/shared/contracts/supplier-shipping';
import type { SupplierShippingQuoteInput } from '@hogarte/shared/schemas/supplier-shipping';
import { apiRequest } from '../../../lib/http';

/** Every carrier's price for a test box; nothing is stored, so nothing is refreshed after. */
function quoteTestShipment(input: SupplierShippingQuoteInput) {
  return apiRequest('/v2/suppliers/shipping/quote', {
    method: 'POST',
    body: input,
    response: supplierShippingQuoteResultSchema,
  });
}

export function useQuoteTestShipment() {
  return useMutation({ mutationFn: quoteTestShipment });
}
