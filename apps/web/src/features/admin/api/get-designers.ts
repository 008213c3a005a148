import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import type { ApprovalFilter } from '../utils/approval';
import { peopleKey } from './people-cache';

function getDesigners(filter: ApprovalFilter) {
  return apiRequest(`/v1/designers?status=${filter}`, {
    response: () => import('@hogarte/shared/contracts/admin').then((m) => m.adminDesignersSchema),
  });
}

/** `GET /v1/designers?status=…`: the rows of one filter and the counts of all four. */
export function useAdminDesigners(filter: ApprovalFilter) {
  return useQuery({
    queryKey: peopleKey('designers', filter),
    queryFn: () => getDesigners(filter),
    // Switching filters keeps the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
