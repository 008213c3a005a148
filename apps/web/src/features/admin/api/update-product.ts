import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { withProductChange, type AdminProductChange } from '../utils/product-list';
import type { AdminProductPage, AdminProductQuery } from './get-admin-products';
import { ADMIN_PRODUCTS_KEY } from './product-cache';

interface ProductChangeResult {
  product: { id: number; name: string };
  message: string;
}

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
      apiRequest<ProductChangeResult>(`/v1/products/${id}`, { method: 'PATCH', body: change }),
    onMutate: async ({ id, change }) => {
      await queryClient.cancelQueries({ queryKey: LISTS_KEY });
      const snapshot = queryClient.getQueriesData<AdminProductPage>({ queryKey: LISTS_KEY });
      for (const [key, page] of snapshot) {
        const query = key[3] as AdminProductQuery | undefined;
        if (page && query) {
          queryClient.setQueryData(key, withProductChange(page, query.approval, id, change));
        }
      }
      return snapshot;
    },
    onError: (_error, _variables, snapshot) => {
      for (const [key, page] of snapshot ?? []) queryClient.setQueryData(key, page);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY }),
  });
}
