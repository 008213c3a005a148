import { useQuery } from '@tanstack/react-query';
import type { SupplierQuotes } from '@hogarte/shared/contracts/shipping';
import { apiRequest } from '../../../lib/http';

/**
 * `GET /v2/cart/shipping-cost?addressId=`: every carrier's quote for each supplier of the
 * server cart. The quote depends on the cart's lines, so `cartKey` (product × quantity) is part
 * of the query key.
 */
function getShippingQuotes(addressId: number): Promise<SupplierQuotes[]> {
  return apiRequest(`/v2/cart/shipping-cost?addressId=${addressId}`, {
    response: () =>
      import('@hogarte/shared/contracts/shipping').then((m) => m.cartShippingQuotesSchema),
  }).then((answer) => answer.suppliers);
}

export function useShippingQuotes(addressId: number | null, cartKey: string, enabled: boolean) {
  return useQuery({
    queryKey: ['cart', 'shipping-cost', addressId, cartKey],
    queryFn: () => getShippingQuotes(addressId ?? 0),
    enabled: enabled && addressId !== null,
    // Quotes are asked of Envia: kept a few minutes for the same cart and address.
    staleTime: 5 * 60 * 1000,
  });
}
