import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { PQRS_KEY } from './pqrs-keys';

interface OwnPqrsQuery {
  /** One-based, as the API counts pages. */
  page: number;
  itemsPerPage: number;
}

function getOwnPqrs(query: OwnPqrsQuery) {
  const params = new URLSearchParams({
    page: String(query.page),
    itemsPerPage: String(query.itemsPerPage),
  });
  return apiRequest(`/v1/pqrs?${params.toString()}`, {
    response: () => import('@hogarte/shared/contracts/pqrs').then((m) => m.pqrsPageSchema),
  });
}

/** `GET /v1/pqrs`: the client's own requests, newest first. */
export function useOwnPqrs(query: OwnPqrsQuery) {
  return useQuery({
    queryKey: [...PQRS_KEY, 'own', query],
    queryFn: () => getOwnPqrs(query),
    placeholderData: keepPreviousData,
  });
}
