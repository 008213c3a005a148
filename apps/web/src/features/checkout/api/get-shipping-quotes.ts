import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

export interface ShippingQuote {
  /** Envia's code for the carrier, sent back when paying. */
  carrier: string;
  /** The carrier's name as people know it ('Inter Rapidísimo'). */
  description: string;
  service: string;
  totalPrice: number;
  deliveryDays: number;
}

export interface SupplierQuotes {
  supplier: { id: string; company_name: string; store: string };
  /** Empty when no carrier could quote this supplier's parcel to the address. */
  quotes: ShippingQuote[];
}

/**
 * `GET /v2/cart/shipping-cost?addressId=`: every carrier's quote for each supplier of the
 * server cart. The quote depends on the cart's lines, so `cartKey` (product × quantity) is part
 * of the query key.
 */
function getShippingQuotes(addressId: number): Promise<SupplierQuotes[]> {
  return apiRequest<{ suppliers: SupplierQuotes[] }>(
    `/v2/cart/shipping-cost?addressId=${addressId}`,
  ).then((answer) => answer.suppliers);
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
