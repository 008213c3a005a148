import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { updateStoreSettings } from './get-store-settings';

/** `DELETE /v2/suppliers/navigation-link/{id}`. */
function deleteNavbarLink(id: number) {
  return apiRequest<{ message: string }>(`/v2/suppliers/navigation-link/${id}`, {
    method: 'DELETE',
  });
}

export function useDeleteNavbarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNavbarLink,
    onSuccess: (_answer, id) =>
      updateStoreSettings(queryClient, (settings) => ({
        ...settings,
        company_navbarLinks: settings.company_navbarLinks.filter((link) => link.id !== id),
      })),
  });
}
