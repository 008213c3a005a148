import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from './http';
import { remodelingKeys } from './remodeling-keys';

/** The lists' filters, each one of the call's flags (All sends none). */
export type RemodelingFilter = 'all' | 'paid' | 'finished';

export interface RemodelingListQuery {
  filter: RemodelingFilter;
  /** One-based, as the API counts pages. */
  page: number;
  itemsPerPage: number;
}

function getRemodelings(query: RemodelingListQuery) {
  const params = new URLSearchParams({
    page: String(query.page),
    itemsPerPage: String(query.itemsPerPage),
  });
  if (query.filter !== 'all') params.set(query.filter, 'true');
  return apiRequest(`/v1/remodelings?${params.toString()}`, {
    response: () =>
      import('@hogarte/shared/contracts/remodelings').then((m) => m.remodelingPageSchema),
  });
}

/**
 * `GET /v1/remodelings`: the sheets the viewer may see, a page at a time: every one for the admin,
 * those with a paid quote for lsh, those quoting its products for a supplier.
 */
export function useRemodelings(query: RemodelingListQuery) {
  return useQuery({
    queryKey: remodelingKeys.list(query),
    queryFn: () => getRemodelings(query),
    placeholderData: keepPreviousData,
  });
}
