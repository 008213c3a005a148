import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductQuickEdit } from '@hogarte/shared/schemas/catalogue';
import { apiRequest } from '../../../lib/http';
import { patchCachedRows, productChanged } from './product-cache';

interface QuickEditVariables {
  id: number;
  input: ProductQuickEdit;
}

/** `PATCH /v1/products/{id}` with price, units_available and/or comission_percentage. */
function quickEditProduct({ id, input }: QuickEditVariables) {
  return apiRequest(`/v1/products/${id}`, {
    method: 'PATCH',
    body: input,
    response: () =>
      import('@hogarte/shared/contracts/catalogue').then((m) => m.productChangedSchema),
  });
}

export function useQuickEditProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: quickEditProduct,
    onSuccess: async ({ product, message }) => {
      // The row shows the saved values at once, before the table is read again.
      await patchCachedRows(queryClient, product.id, {
        price: product.price,
        taxed_price: product.taxed_price,
        units_available: product.units_available,
        comission_percentage: product.comission_percentage,
      });
      await productChanged(queryClient, { product, message });
    },
  });
}
