import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { updateStoreSettings } from './get-store-settings';

/** `PATCH /v2/suppliers/e-commerce/banner/delete/{id}`. */
function deleteStoreBanner(id: number) {
  return apiRequest(`/v2/suppliers/e-commerce/banner/delete/${id}`, {
    method: 'PATCH',
    response: () => import('@hogarte/shared/contracts/common').then((m) => m.messageSchema),
  });
}

export function useDeleteStoreBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStoreBanner,
    onSuccess: (_answer, id) =>
      updateStoreSettings(queryClient, (settings) => ({
        ...settings,
        company_banner: settings.company_banner.filter((banner) => banner.id !== id),
      })),
  });
}
