import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProductPage } from '@hogarte/shared/contracts/catalogue';
import { apiRequest } from '../../../lib/http';
import { changeCached, restoreCached } from '../../../lib/optimistic-cache';
import { withProductChange, type AdminProductChange } from '../utils/product-list';
import type { AdminProductQuery } from './get-admin-products';
import { ADMIN_PRODUCTS_KEY } from './product-cache';

interface ProductChangeVariables {
  id: number;
  name: string;
  change: AdminProductChange;
}

const LISTS_KEY = [...ADMIN_PRODUCTS_KEY, 'list'] as const;

/**
 * `PATCH /v1/products/{id}`: the installation price, the approval or the seasonal flag. The row
 * changes at once in every cached list (an approved product leaves 'En proceso'); a failure puts
 * it back. Every list and detail is read again afterwards.
 */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: ProductChangeVariables) =>
      apiRequest(`/v1/products/${id}`, {
        method: 'PATCH',
        body: change,
        response: () =>
          import('@hogarte/shared/contracts/catalogue').then((m) => m.productChangedSchema),
      }),
    // Each list's key ends with its query (get-admin-products.ts), whose tab the change may leave.
    onMutate: ({ id, change }) =>
      changeCached<AdminProductPage>(queryClient, LISTS_KEY, (page, key) =>
        withProductChange(page, (key[3] as AdminProductQuery).approval, id, change),
      ),
    onError: (_error, _variables, snapshot) => restoreCached(queryClient, snapshot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY }),
  });
}
