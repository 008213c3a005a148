/** Lists that change only with a deploy, read by several sign-up and profile forms. */
import { useQuery } from '@tanstack/react-query';
import { cityLabel } from '@hogarte/shared/cities';
import { apiRequest } from './http';

/** The API caches these for an hour; the browser keeps them as long (part 2 §9). */
const AN_HOUR_MS = 60 * 60 * 1000;

/** The referral sources and the professions answer the same list of ids and names. */
const lookupList = () =>
  import('@hogarte/shared/contracts/lookups').then((m) => m.lookupListSchema);

export function useCities() {
  return useQuery({
    queryKey: ['lookups', 'cities'],
    queryFn: () =>
      apiRequest('/v1/cities', {
        response: () => import('@hogarte/shared/contracts/lookups').then((m) => m.cityListSchema),
      }),
    staleTime: AN_HOUR_MS,
  });
}

export function useReferralSources() {
  return useQuery({
    queryKey: ['lookups', 'sources'],
    queryFn: () =>
      apiRequest('/v1/users/sources', {
        response: lookupList,
      }),
    staleTime: AN_HOUR_MS,
  });
}

/** Designers' professions for the sign-up select (`GET /v1/designers/professions`). */
export function useProfessions() {
  return useQuery({
    queryKey: ['lookups', 'professions'],
    queryFn: () =>
      apiRequest('/v1/designers/professions', {
        response: lookupList,
      }),
    staleTime: AN_HOUR_MS,
  });
}

export { cityLabel };
