import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductCardData } from '../../../components/product-card';
import { apiRequest } from '../../../lib/http';
import { FAVORITES_KEY } from './get-favorites';
import { productQueryKey, type ProductDetailData } from './get-product';

/** `DELETE /v2/favorite/remove/{productId}` → `{ message: 'Producto eliminado de favoritos' }`. */
function removeFavorite(productId: number): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/v2/favorite/remove/${productId}`, {
    method: 'DELETE',
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
