import { useQuery } from '@tanstack/react-query';
import type { ProductCardData } from '../../../components/product-card';
import { apiRequest } from '../../../lib/http';

/** `GET /v1/brands/{brandId}/complementaries`: the grout and adhesive laid with a brand's coverings. */
function getComplementaries(brandId: number): Promise<ProductCardData[]> {
  return apiRequest<ProductCardData[]>(`/v1/brands/${brandId}/complementaries`);
}

export function useComplementaries(brandId: number | null) {
  return useQuery({
    queryKey: ['storefront', 'complementaries', brandId],
    queryFn: () => getComplementaries(brandId ?? 0),
    enabled: brandId !== null,
    staleTime: 60_000,
  });
}
