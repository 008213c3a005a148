import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { productChanged } from './product-cache';

interface UpdateTechnicalSheetVariables {
  id: number;
  sheet: File;
}

/** `PATCH …/{id}/technical-sheet`, multipart `technicalSheet` (an image or a PDF). */
function updateTechnicalSheet({ id, sheet }: UpdateTechnicalSheetVariables) {
  const body = new FormData();
  body.append('technicalSheet', sheet);
  return apiRequest(`/v2/suppliers/products/${id}/technical-sheet`, {
    method: 'PATCH',
    body,
    response: () =>
      import('@hogarte/shared/contracts/catalogue').then((m) => m.productChangedSchema),
  });
}

export function useUpdateTechnicalSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTechnicalSheet,
    onSuccess: (answer) => productChanged(queryClient, answer),
  });
}
