/**
 * The store's two lists of links, navbar links and social links: each has its own calls (the
 * spec's paths and methods) and its place in the cached settings. The add, update and delete
 * hooks take one of them.
 */
import type { QueryClient } from '@tanstack/react-query';
import type {
  Store,
  StoreNavbarLink,
  StoreSocialLink,
} from '@hogarte/shared/contracts/store-settings';
import type { LazyContract } from '../../../lib/http';
import { updateStoreSettings } from './get-store-settings';

export interface StoreLinkList<Link extends { id: number }> {
  /** `POST` adds here; `{path}/{id}` changes and removes. */
  path: string;
  /** What the API answers for one link. */
  response: LazyContract<Link>;
  updateMethod: 'PATCH' | 'PUT';
  deleteMethod: 'DELETE' | 'PATCH';
  /** The list in the cached settings, and the settings with it changed. */
  of: (settings: Store) => Link[];
  with: (settings: Store, links: Link[]) => Store;
  /** The API's order of the list; without one, the order the links were added in. */
  order?: (a: Link, b: Link) => number;
}

/** Up to ten links under the store's logo. */
export const NAVBAR_LINKS: StoreLinkList<StoreNavbarLink> = {
  path: '/v2/suppliers/navigation-link',
  response: () =>
    import('@hogarte/shared/contracts/store-settings').then((m) => m.storeNavbarLinkSchema),
  updateMethod: 'PATCH',
  deleteMethod: 'DELETE',
  of: (settings) => settings.company_navbarLinks,
  with: (settings, links) => ({ ...settings, company_navbarLinks: links }),
};

/** One link per network; the spec removes one with `PATCH`. */
export const SOCIAL_LINKS: StoreLinkList<StoreSocialLink> = {
  path: '/v2/suppliers/social-media-links',
  response: () =>
    import('@hogarte/shared/contracts/store-settings').then((m) => m.storeSocialLinkSchema),
  updateMethod: 'PUT',
  deleteMethod: 'PATCH',
  of: (settings) => settings.company_social_Media_Links,
  with: (settings, links) => ({ ...settings, company_social_Media_Links: links }),
  order: (a, b) => a.socialMediaTypeId - b.socialMediaTypeId,
};

/** Changes one of the lists in the cached settings, in the API's order. */
export function changeStoreLinks<Link extends { id: number }>(
  queryClient: QueryClient,
  list: StoreLinkList<Link>,
  change: (links: Link[]) => Link[],
) {
  updateStoreSettings(queryClient, (settings) => {
    const links = change(list.of(settings));
    return list.with(settings, list.order ? links.sort(list.order) : links);
  });
}
