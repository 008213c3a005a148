import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './http';

/** `GET /v1/brands/{brandId}/complementaries`: the grout and adhesive laid with a brand's coverings. */
function getComplementaries(brandId: number) {
  return apiRequest(`/v1/brands/${brandId}/complementaries`, {
    response: () =>
      import('@hogarte/shared/contracts/storefront').then((m) => m.productCardListSchema),
  });
}

export function useComplementaries(brandId: number | null) {
  return useQuery({
    queryKey: ['storefront', 'complementaries', brandId],
    queryFn: () => getComplementaries(brandId ?? 0),
    enabled: brandId !== null,
    staleTime: 60_000,
  });
}
