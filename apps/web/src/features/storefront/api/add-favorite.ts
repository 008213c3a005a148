import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDetailData } from '@hogarte/shared/contracts/storefront';
import { apiRequest } from '../../../lib/http';
import { FAVORITES_KEY } from './get-favorites';
import { productQueryKey } from './get-product';

/** `POST /v2/favorite/add/{productId}` → 201 `{ message: 'Producto agregado a favoritos' }`. */
function addFavorite(productId: number) {
  return apiRequest(`/v2/favorite/add/${productId}`, {
    method: 'POST',
    response: () => import('@hogarte/shared/contracts/common').then((m) => m.messageSchema),
  });
}

export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavorite,
    onSuccess: async (_answer, productId) => {
      queryClient.setQueryData<ProductDetailData>(productQueryKey(productId), (product) =>
        product ? { ...product, is_favorite: true } : product,
      );
      await queryClient.invalidateQueries({ queryKey: FAVORITES_KEY });
    },
  });
}
