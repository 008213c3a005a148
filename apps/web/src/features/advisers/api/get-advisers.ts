import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

export interface AdvisersQuery {
  /** One-based, as the API counts pages. */
  page: number;
  itemsPerPage: number;
  name: string;
  profile: string;
}

/** Every cached adviser list and detail sits under this key. */
export const ADVISERS_KEY = ['suppliers', 'salespeople'] as const;

/** `GET /v2/suppliers/salespeople`: a page of my advisers, filtered by name and profile. */
function getAdvisers(query: AdvisersQuery) {
  const params = new URLSearchParams({
    page: String(query.page),
    itemsPerPage: String(query.itemsPerPage),
  });
  if (query.name) params.set('name', query.name);
  if (query.profile) params.set('profile', query.profile);
  return apiRequest(`/v2/suppliers/salespeople?${params.toString()}`, {
    response: () => import('@hogarte/shared/contracts/advisers').then((m) => m.adviserPageSchema),
  });
}

export function useAdvisers(query: AdvisersQuery) {
  return useQuery({
    queryKey: [...ADVISERS_KEY, 'page', query],
    queryFn: () => getAdvisers(query),
    // Paging and filtering keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
