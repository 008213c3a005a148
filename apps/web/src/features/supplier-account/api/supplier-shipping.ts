import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** The Envia account's state, the warehouses as origins and the carriers, checked live. */
function getSupplierShipping() {
  return apiRequest('/v2/suppliers/shipping', {
    response: () =>
      import('@hogarte/shared/contracts/supplier-shipping').then((m) => m.supplierShippingSchema),
  });
}

export function useSupplierShipping() {
  return useQuery({ queryKey: ['suppliers', 'shipping'], queryFn: getSupplierShipping });
}
