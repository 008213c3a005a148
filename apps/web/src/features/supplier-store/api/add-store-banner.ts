import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { updateStoreSettings } from './get-store-settings';

/** `POST /v2/suppliers/e-commerce/banner`, multipart `companyBanner`; the API keeps 4 at most. */
function addStoreBanner(file: File) {
  const body = new FormData();
  body.append('companyBanner', file);
  return apiRequest('/v2/suppliers/e-commerce/banner', {
    method: 'POST',
    body,
    response: () =>
      import('@hogarte/shared/contracts/store-settings').then((m) => m.storeBannerAddedSchema),
  });
}

export function useAddStoreBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStoreBanner,
    onSuccess: ({ id, url, card_url }) =>
      updateStoreSettings(queryClient, (settings) => ({
        ...settings,
        company_banner: [...settings.company_banner, { id, url, card_url }],
      })),
  });
}
