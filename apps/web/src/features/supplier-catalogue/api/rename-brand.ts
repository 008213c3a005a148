import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { BRANDS_KEY } from './get-brands';

interface RenameBrandVariables {
  id: number;
  name: string;
}

/** `PATCH /v1/brands/{id}` `{name}`: only the name changes, never the type. */
function renameBrand({ id, name }: RenameBrandVariables) {
  return apiRequest(`/v1/brands/${id}`, {
    method: 'PATCH',
    body: { name },
    response: () => import('@hogarte/shared/contracts/brands').then((m) => m.brandRenamedSchema),
  });
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
