import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

export function supplierProductKey(id: number) {
  return ['suppliers', 'product', id] as const;
}

/** `GET /v2/suppliers/products/{id}`: everything the edit page shows of one product. */
function getSupplierProduct(id: number) {
  return apiRequest(`/v2/suppliers/products/${id}`, {
    response: () =>
      import('@hogarte/shared/contracts/catalogue').then((m) => m.productDetailSchema),
  });
}

/** One of the supplier's products; someone else's answers 404. */
export function useSupplierProduct(id: number) {
  return useQuery({
    queryKey: supplierProductKey(id),
    queryFn: () => getSupplierProduct(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}
