import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductTablePage } from '@hogarte/shared/contracts/catalogue';
import { MESSAGES } from '@hogarte/shared/messages';
import { serverMessage } from '../../../lib/form-errors';
import { apiRequest } from '../../../lib/http';
import { changeCached, restoreCached } from '../../../lib/optimistic-cache';
import { showToast } from '../../../lib/toast';
import { OPERATOR_PRODUCTS_KEY, type OperatorProductQuery } from './get-operator-products';

/** A page once a product has its price: it leaves the "without price" lists, the rest show it. */
function withPrice(
  page: ProductTablePage,
  query: OperatorProductQuery,
  productId: number,
  price: number,
): ProductTablePage {
  if (!page.items.some((item) => item.id === productId)) return page;
  if (query.withoutInstallationPrice) {
    return {
      items: page.items.filter((item) => item.id !== productId),
      pagination: {
        ...page.pagination,
        totalItems: Math.max(page.pagination.totalItems - 1, 0),
      },
    };
  }
  return {
    ...page,
    items: page.items.map((item) =>
      item.id === productId ? { ...item, installation_price: price } : item,
    ),
  };
}

/**
 * `PATCH /v1/products/{id}` with `{installation_price}`: the row changes at once (it leaves the
 * list of products waiting for a price) and a toast confirms it; a failure puts it back.
 */
export function useSetInstallationPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, price }: { id: number; price: number }) =>
      apiRequest(`/v1/products/${id}`, {
        method: 'PATCH',
        body: { installation_price: price },
        response: () =>
          import('@hogarte/shared/contracts/catalogue').then((m) => m.productChangedSchema),
      }),
    // Each list's key ends with its query (get-operator-products.ts), which says whether it lists
    // only the products still without a price.
    onMutate: ({ id, price }) =>
      changeCached<ProductTablePage>(queryClient, OPERATOR_PRODUCTS_KEY, (page, key) =>
        withPrice(page, key[2] as OperatorProductQuery, id, price),
      ),
    onError: (error, _variables, snapshot) => {
      restoreCached(queryClient, snapshot);
      showToast(serverMessage(error, MESSAGES.productUpdateFailed), 'error');
    },
    onSuccess: () => showToast(MESSAGES.installationPriceUpdated, 'success'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OPERATOR_PRODUCTS_KEY }),
  });
}
