import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Store } from '@hogarte/shared/contracts/store-settings';
import type { StoreBranding } from '@hogarte/shared/schemas/storefront';
import { apiRequest } from '../../../lib/http';
import { refreshSessionUser } from '../../../lib/refresh-session-user';
import { SUPPLIER_PROFILE_KEY } from '../../../lib/supplier-profile';
import { STORE_SETTINGS_KEY, afterStoreChange } from './get-store-settings';

interface BrandingChange {
  branding: StoreBranding;
  /** A new logo, when one was chosen. */
  logo: File | null;
}

/** `PATCH /v2/suppliers/e-commerce`, multipart: `ecommerceData` (JSON) and optional `companyLogo`. */
function updateStoreBranding({ branding, logo }: BrandingChange) {
  const body = new FormData();
  body.append('ecommerceData', JSON.stringify(branding));
  if (logo) body.append('companyLogo', logo);
  return apiRequest('/v2/suppliers/e-commerce', {
    method: 'PATCH',
    body,
    response: () =>
      import('@hogarte/shared/contracts/store-settings').then((m) => m.storeBrandingUpdatedSchema),
  });
}

export function useUpdateStoreBranding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStoreBranding,
    onSuccess: async ({ message: _message, ...settings }, { logo }) => {
      queryClient.setQueryData<Store>(STORE_SETTINGS_KEY, settings);
      afterStoreChange(queryClient, settings);
      if (!logo) return;
      // The settings page and the top bar show the same logo.
      await queryClient.invalidateQueries({ queryKey: SUPPLIER_PROFILE_KEY });
      await refreshSessionUser().catch(() => undefined);
    },
  });
}
