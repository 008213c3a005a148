import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { VIRTUAL_CONSULTANCIES_KEY } from './virtual-keys';

/** The admin table's filters, each one of the spec's flags (All sends none). */
export const ADMIN_VIRTUAL_FILTERS = ['all', 'unpaid', 'paid', 'approved', 'finished'] as const;
export type AdminVirtualFilter = (typeof ADMIN_VIRTUAL_FILTERS)[number];

export interface AdminVirtualQuery {
  filter: AdminVirtualFilter;
  search: string;
  /** One-based, as the API counts pages. */
  page: number;
  itemsPerPage: number;
}

function getAdminVirtualConsultancies(query: AdminVirtualQuery) {
  const params = new URLSearchParams({
    page: String(query.page),
    itemsPerPage: String(query.itemsPerPage),
  });
  if (query.filter !== 'all') params.set(query.filter, 'true');
  if (query.search) params.set('search', query.search);
  return apiRequest(`/v1/virtual-consultancy/admin?${params.toString()}`, {
    response: () =>
      import('@hogarte/shared/contracts/virtual-consultancies').then(
        (m) => m.virtualConsultancyAdminPageSchema,
      ),
  });
}

/** `GET /v1/virtual-consultancy/admin`: every virtual consultancy, filtered, searched and paged. */
export function useAdminVirtualConsultancies(query: AdminVirtualQuery) {
  return useQuery({
    queryKey: [...VIRTUAL_CONSULTANCIES_KEY, 'list', 'admin', query],
    queryFn: () => getAdminVirtualConsultancies(query),
    placeholderData: keepPreviousData,
  });
}
