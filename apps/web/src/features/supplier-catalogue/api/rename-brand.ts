import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { BRANDS_KEY, type SupplierBrand } from './get-brands';

interface RenameBrandVariables {
  id: number;
  name: string;
}

type RenamedBrand = SupplierBrand & { message: string };

/** `PATCH /v1/brands/{id}` `{name}`: only the name changes, never the type. */
function renameBrand({ id, name }: RenameBrandVariables): Promise<RenamedBrand> {
  return apiRequest<RenamedBrand>(`/v1/brands/${id}`, { method: 'PATCH', body: { name } });
}

export function useRenameBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameBrand,
    // Product rows show brand names too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: BRANDS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['suppliers', 'products'] }),
      ]),
  });
}
