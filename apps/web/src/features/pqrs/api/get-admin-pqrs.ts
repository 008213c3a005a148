import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PqrsState, PqrsType } from '@hogarte/shared/schemas/pqrs';
import { apiRequest } from '../../../lib/http';
import { PQRS_KEY } from './pqrs-keys';

export interface AdminPqrsQuery {
  state: PqrsState | undefined;
  type: PqrsType | undefined;
  search: string;
  /** One-based, as the API counts pages. */
  page: number;
  itemsPerPage: number;
}

function getAdminPqrs(query: AdminPqrsQuery) {
  const params = new URLSearchParams({
    page: String(query.page),
    itemsPerPage: String(query.itemsPerPage),
  });
  if (query.state) params.set('state', query.state);
  if (query.type) params.set('type', query.type);
  if (query.search) params.set('search', query.search);
  return apiRequest(`/v1/admin/pqrs?${params.toString()}`, {
    response: () => import('@hogarte/shared/contracts/pqrs').then((m) => m.pqrsPageSchema),
  });
}

/** `GET /v1/admin/pqrs`: every request, open ones first by due date. */
export function useAdminPqrs(query: AdminPqrsQuery) {
  return useQuery({
    queryKey: [...PQRS_KEY, 'admin', query],
    queryFn: () => getAdminPqrs(query),
    placeholderData: keepPreviousData,
  });
}
