import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupplierBrand } from '@hogarte/shared/contracts/brands';
import type { BrandInput } from '@hogarte/shared/schemas/catalogue';
import { apiRequest } from '../../../lib/http';
import { BRANDS_KEY } from './get-brands';

/** `POST /v1/suppliers/brands`; a name the supplier already uses answers 409 on `name`. */
function createBrand(input: BrandInput) {
  return apiRequest('/v1/suppliers/brands', {
    method: 'POST',
    body: input,
    response: () => import('@hogarte/shared/contracts/brands').then((m) => m.brandCreatedSchema),
  });
}

export function useCreateBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBrand,
    onSuccess: ({ message: _message, ...brand }) => {
      // The new brand is offered at once (the product form selects it), then lists are re-read.
      for (const typeKey of ['all', brand.product_type_id] as const) {
        queryClient.setQueryData<SupplierBrand[]>([...BRANDS_KEY, typeKey], (list) =>
          list ? [...list, brand] : list,
        );
      }
      return queryClient.invalidateQueries({ queryKey: BRANDS_KEY });
    },
  });
}
