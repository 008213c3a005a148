import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { updateStoreSettings } from './get-store-settings';

/** `PATCH /v2/suppliers/social-media-links/{id}` removes the link (the spec's call). */
function deleteSocialLink(id: number) {
  return apiRequest<{ message: string }>(`/v2/suppliers/social-media-links/${id}`, {
    method: 'PATCH',
  });
}

export function useDeleteSocialLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSocialLink,
    onSuccess: (_answer, id) =>
      updateStoreSettings(queryClient, (settings) => ({
        ...settings,
        company_social_Media_Links: settings.company_social_Media_Links.filter(
          (link) => link.id !== id,
        ),
      })),
  });
}
