import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

export interface StoreBanner {
  id: number;
  /** 1920 px wide. */
  url: string;
  /** 768 px wide, for phones. */
  card_url: string;
}

/** `GET /v2/suppliers/e-commerce/{companyName}`: a supplier's white-label store (part 2 §3). */
export interface Store {
  company_name: string;
  /** The store's path segment, as its links write it. */
  store: string;
  company_primary_color: string;
  company_secondary_color: string;
  company_font_type: string;
  company_logo: string | null;
  company_banner: StoreBanner[];
  company_navbarLinks: { id: number; name: string; url: string }[];
  company_social_Media_Links: {
    id: number;
    socialMediaTypeId: number;
    social_media_type_id: number;
    name: string;
    url: string;
  }[];
}

function getStore(companyName: string): Promise<Store> {
  return apiRequest<Store>(`/v2/suppliers/e-commerce/${encodeURIComponent(companyName)}`);
}

/**
 * The store a route's `:companyName` names. The key is lower case, as the API finds the store
 * whatever the case; the supplier's settings page refreshes every `['store']` query it changes.
 */
export function useStore(companyName: string | undefined) {
  return useQuery({
    queryKey: ['store', (companyName ?? '').toLowerCase()],
    queryFn: () => getStore(companyName ?? ''),
    enabled: Boolean(companyName),
    staleTime: 60_000,
  });
}
