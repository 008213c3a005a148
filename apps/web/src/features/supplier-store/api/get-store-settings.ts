import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { StoreFont } from '@hogarte/shared/schemas/storefront';
import { env } from '../../../lib/env';
import { apiRequest } from '../../../lib/http';

export interface StoreBanner {
  id: number;
  url: string;
  card_url: string;
}

export interface NavbarLink {
  id: number;
  name: string;
  url: string;
}

export interface SocialLink {
  id: number;
  socialMediaTypeId: number;
  social_media_type_id: number;
  name: string;
  url: string;
}

/** `GET /v2/suppliers/e-commerce`: my storefront as its visitors get it (part 2 §3 Storefront). */
export interface StoreSettings {
  company_name: string;
  /** The store's path segment: `/{store}/productos`. */
  store: string;
  company_primary_color: string;
  company_secondary_color: string;
  company_font_type: StoreFont;
  company_logo: string | null;
  company_banner: StoreBanner[];
  company_navbarLinks: NavbarLink[];
  company_social_Media_Links: SocialLink[];
}

export const STORE_SETTINGS_KEY = ['suppliers', 'e-commerce'] as const;

function getStoreSettings(): Promise<StoreSettings> {
  return apiRequest<StoreSettings>('/v2/suppliers/e-commerce');
}

export function useStoreSettings() {
  return useQuery({ queryKey: STORE_SETTINGS_KEY, queryFn: getStoreSettings });
}

/**
 * After a change, the supplier's own store must not show the old look: the browser's cached copy
 * of the public store (kept a minute, see the API) is fetched again, and open store pages reload.
 */
export function afterStoreChange(queryClient: QueryClient, settings: StoreSettings | undefined) {
  if (!settings) return;
  const url = `${env.apiBaseUrl}/v2/suppliers/e-commerce/${encodeURIComponent(settings.store)}`;
  fetch(url, { cache: 'reload' }).catch(() => undefined);
  // The storefront's query of this store (`['store', name]`, features/storefront/api/get-store).
  void queryClient.invalidateQueries({ queryKey: ['store'] });
}

/** Applies a change to the cached settings and refreshes the public copies. */
export function updateStoreSettings(
  queryClient: QueryClient,
  change: (settings: StoreSettings) => StoreSettings,
) {
  const next = queryClient.setQueryData<StoreSettings>(STORE_SETTINGS_KEY, (settings) =>
    settings ? change(settings) : settings,
  );
  afterStoreChange(queryClient, next);
}
