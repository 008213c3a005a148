import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@hogarte/shared/messages';
import type { CatalogueProductPage } from '../../../components/catalogue-product-columns';
import { serverMessage } from '../../../lib/form-errors';
import { apiRequest } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { OPERATOR_PRODUCTS_KEY, type OperatorProductQuery } from './get-operator-products';

/** A page once a product has its price: it leaves the "without price" lists, the rest show it. */
function withPrice(
  page: CatalogueProductPage,
  query: OperatorProductQuery,
  productId: number,
  price: number,
): CatalogueProductPage {
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
      apiRequest<{ message: string }>(`/v1/products/${id}`, {
        method: 'PATCH',
        body: { installation_price: price },
      }),
    onMutate: async ({ id, price }) => {
      await queryClient.cancelQueries({ queryKey: OPERATOR_PRODUCTS_KEY });
      const snapshot = queryClient.getQueriesData<CatalogueProductPage>({
        queryKey: OPERATOR_PRODUCTS_KEY,
      });
      for (const [key, page] of snapshot) {
        const query = key[2] as OperatorProductQuery | undefined;
        if (page && query) queryClient.setQueryData(key, withPrice(page, query, id, price));
      }
      return snapshot;
    },
    onError: (error, _variables, snapshot) => {
      for (const [key, page] of snapshot ?? []) queryClient.setQueryData(key, page);
      showToast(serverMessage(error, MESSAGES.productUpdateFailed), 'error');
    },
    onSuccess: () => showToast(MESSAGES.installationPriceUpdated, 'success'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OPERATOR_PRODUCTS_KEY }),
  });
}
