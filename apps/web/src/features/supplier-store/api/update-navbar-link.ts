import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NavbarLinkInput } from '@hogarte/shared/schemas/storefront';
import { apiRequest } from '../../../lib/http';
import { updateStoreSettings, type NavbarLink } from './get-store-settings';

/** `PATCH /v2/suppliers/navigation-link/{id}`, body {name, url}. */
function updateNavbarLink({ id, ...input }: NavbarLinkInput & { id: number }) {
  return apiRequest<NavbarLink>(`/v2/suppliers/navigation-link/${id}`, {
    method: 'PATCH',
    body: input,
  });
}

export function useUpdateNavbarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNavbarLink,
    onSuccess: (link) =>
      updateStoreSettings(queryClient, (settings) => ({
        ...settings,
        company_navbarLinks: settings.company_navbarLinks.map((item) =>
          item.id === link.id ? link : item,
        ),
      })),
  });
}
