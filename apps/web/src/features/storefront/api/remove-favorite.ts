import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductCardData, ProductDetailData } from '@hogarte/shared/contracts/storefront';
import { apiRequest } from '../../../lib/http';
import { FAVORITES_KEY } from './get-favorites';
import { productQueryKey } from './get-product';

/** `DELETE /v2/favorite/remove/{productId}` → `{ message: 'Producto eliminado de favoritos' }`. */
function removeFavorite(productId: number) {
  return apiRequest(`/v2/favorite/remove/${productId}`, {
    method: 'DELETE',
    response: () => import('@hogarte/shared/contracts/common').then((m) => m.messageSchema),
  });
}

export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: (_answer, productId) => {
      queryClient.setQueryData<ProductDetailData>(productQueryKey(productId), (product) =>
        product ? { ...product, is_favorite: false } : product,
      );
      queryClient.setQueryData<ProductCardData[]>(FAVORITES_KEY, (list) =>
        list?.filter((product) => product.id !== productId),
      );
    },
  });
}
