import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import type { ApprovalFilter } from '../utils/approval';
import { peopleKey } from './people-cache';

function getSuppliers(filter: ApprovalFilter) {
  return apiRequest(`/v1/suppliers?status=${filter}`, {
    response: () => import('@hogarte/shared/contracts/admin').then((m) => m.adminSuppliersSchema),
  });
}

/** `GET /v1/suppliers?status=…`: the rows of one filter and the counts of all four. */
export function useAdminSuppliers(filter: ApprovalFilter) {
  return useQuery({
    queryKey: peopleKey('suppliers', filter),
    queryFn: () => getSuppliers(filter),
    placeholderData: keepPreviousData,
  });
}
