import { useMutation } from '@tanstack/react-query';
import type { SupplierShippingQuoteInput } from '@hogarte/shared/schemas/supplier-shipping';
import { apiRequest } from '../../../lib/http';

/** Every carrier's price for a test box; nothing is stored, so nothing is refreshed after. */
function quoteTestShipment(input: SupplierShippingQuoteInput) {
  return apiRequest('/v2/suppliers/shipping/quote', {
    method: 'POST',
    body: input,
    response: () =>
      import('@hogarte/shared/contracts/supplier-shipping').then(
        (m) => m.supplierShippingQuoteResultSchema,
      ),
  });
}

export function useQuoteTestShipment() {
  return useMutation({ mutationFn: quoteTestShipment });
}
