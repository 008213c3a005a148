import { useQuery } from '@tanstack/react-query';
import { supplierShippingSchema } from '@hogarte/shared/contracts/supplier-shipping';
import { apiRequest } from '../../../lib/http';

/** The Envia account's state, the warehouses as origins and the carriers, checked live. */
function getSupplierShipping() {
  return apiRequest('/v2/suppliers/shipping', { response: supplierShippingSchema });
}

export function useSupplierShipping() {
  return useQuery({ queryKey: ['suppliers', 'shipping'], queryFn: getSupplierShipping });
}
