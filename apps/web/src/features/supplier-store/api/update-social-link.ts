import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SocialLink as SocialLinkValues } from '@hogarte/shared/schemas/storefront';
import { apiRequest } from '../../../lib/http';
import { updateStoreSettings, type SocialLink } from './get-store-settings';

/** `PUT /v2/suppliers/social-media-links/{id}`, body {socialMediaTypeId, url}. */
function updateSocialLink({ id, ...input }: SocialLinkValues & { id: number }) {
  return apiRequest<SocialLink>(`/v2/suppliers/social-media-links/${id}`, {
    method: 'PUT',
    body: input,
  });
}

export function useUpdateSocialLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSocialLink,
    onSuccess: (link) =>
      updateStoreSettings(queryClient, (settings) => ({
        ...settings,
        company_social_Media_Links: settings.company_social_Media_Links
          .map((item) => (item.id === link.id ? link : item))
          .sort((a, b) => a.socialMediaTypeId - b.socialMediaTypeId),
      })),
  });
}
