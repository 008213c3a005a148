import { useQuery } from '@tanstack/react-query';
import type { ProductTypeId } from '@hogarte/shared/catalogue';
import { apiRequest } from '../../../lib/http';

/** Every cached brand list sits under this key, one entry per type filter. */
export const BRANDS_KEY = ['suppliers', 'brands'] as const;

function getBrands(typeId?: ProductTypeId) {
  return apiRequest(
    typeId === undefined ? '/v1/suppliers/brands' : `/v1/suppliers/brands?type=${typeId}`,
    {
      response: () =>
        import('@hogarte/shared/contracts/brands').then((m) => m.supplierBrandListSchema),
    },
  );
}

/** `GET /v1/suppliers/brands` (`?type=1|2`): the supplier's own brands, of one type or both. */
export function useSupplierBrands(typeId?: ProductTypeId, enabled = true) {
  return useQuery({
    queryKey: [...BRANDS_KEY, typeId ?? 'all'],
    queryFn: () => getBrands(typeId),
    enabled,
  });
}
