import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

export interface AdminClient {
  uuid: string;
  created_at: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  city: string | null;
  cedula: string | null;
  address: string | null;
}

export type ClientSortKey = 'created_at' | 'first_name' | 'last_name' | 'email' | 'city';

export interface ClientListQuery {
  /** One-based, as the API counts pages. */
  page: number;
  itemsPerPage: number;
  search: string;
  sort: ClientSortKey;
  order: 'asc' | 'desc';
}

interface ClientPage {
  items: AdminClient[];
  pagination: { totalItems: number; totalPages: number; currentPage: number; itemsPerPage: number };
}

function getClients(query: ClientListQuery) {
  const params = new URLSearchParams({
    page: String(query.page),
    itemsPerPage: String(query.itemsPerPage),
    sort: query.sort,
    order: query.order,
  });
  if (query.search) params.set('search', query.search);
  return apiRequest<ClientPage>(`/v1/clients/admin?${params.toString()}`);
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
