import { useQuery } from '@tanstack/react-query';
import type { ProductTypeId, ProductTypeKey } from '@hogarte/shared/catalogue';
import { apiRequest } from '../../../lib/http';

/** One of the supplier's brands, with how many products carry it. */
export interface SupplierBrand {
  id: number;
  name: string;
  product_type_id: ProductTypeId;
  type: ProductTypeKey;
  created_at: string;
  product_count?: number;
}

/** Every cached brand list sits under this key, one entry per type filter. */
export const BRANDS_KEY = ['suppliers', 'brands'] as const;

function getBrands(typeId?: ProductTypeId): Promise<SupplierBrand[]> {
  return apiRequest<SupplierBrand[]>(
    typeId === undefined ? '/v1/suppliers/brands' : `/v1/suppliers/brands?type=${typeId}`,
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
