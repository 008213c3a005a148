import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

export type ClientSortKey = 'created_at' | 'first_name' | 'last_name' | 'email' | 'city';

export interface ClientListQuery {
  /** One-based, as the API counts pages. */
  page: number;
  itemsPerPage: number;
  search: string;
  sort: ClientSortKey;
  order: 'asc' | 'desc';
}

function getClients(query: ClientListQuery) {
  const params = new URLSearchParams({
    page: String(query.page),
    itemsPerPage: String(query.itemsPerPage),
    sort: query.sort,
    order: query.order,
  });
  if (query.search) params.set('search', query.search);
  return apiRequest(`/v1/clients/admin?${params.toString()}`, {
    response: () => import('@hogarte/shared/contracts/admin').then((m) => m.adminClientsSchema),
  });
}

/** `GET /v1/clients/admin`: one page of clients, searched and sorted by the server. */
export function useAdminClients(query: ClientListQuery) {
  return useQuery({
    queryKey: ['admin', 'clients', query],
    queryFn: () => getClients(query),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
