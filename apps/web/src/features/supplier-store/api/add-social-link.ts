import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SocialLink as SocialLinkValues } from '@hogarte/shared/schemas/storefront';
import { apiRequest } from '../../../lib/http';
import { updateStoreSettings, type SocialLink } from './get-store-settings';

/** `POST /v2/suppliers/social-media-links`, body {socialMediaTypeId, url}; one per network. */
function addSocialLink(input: SocialLinkValues) {
  return apiRequest<SocialLink>('/v2/suppliers/social-media-links', {
    method: 'POST',
    body: input,
  });
}

export function useAddSocialLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSocialLink,
    onSuccess: (link) =>
      updateStoreSettings(queryClient, (settings) => ({
        ...settings,
        company_social_Media_Links: [...settings.company_social_Media_Links, link].sort(
          (a, b) => a.socialMediaTypeId - b.socialMediaTypeId,
        ),
      })),
  });
}
