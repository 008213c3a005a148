import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NavbarLinkInput } from '@hogarte/shared/schemas/storefront';
import { apiRequest } from '../../../lib/http';
import { updateStoreSettings, type NavbarLink } from './get-store-settings';

/** `POST /v2/suppliers/navigation-link`; the API keeps 10 at most. */
function addNavbarLink(input: NavbarLinkInput) {
  return apiRequest<NavbarLink>('/v2/suppliers/navigation-link', { method: 'POST', body: input });
}

export function useAddNavbarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNavbarLink,
    onSuccess: (link) =>
      updateStoreSettings(queryClient, (settings) => ({
        ...settings,
        company_navbarLinks: [...settings.company_navbarLinks, link],
      })),
  });
}
