import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PqrsUpdate } from '@hogarte/shared/schemas/pqrs';
import { apiRequest } from '../../../lib/http';
import { PQRS_KEY } from './pqrs-keys';

function updatePqrs({ hashid, change }: { hashid: string; change: PqrsUpdate }) {
  return apiRequest(`/v1/admin/pqrs/${encodeURIComponent(hashid)}`, {
    method: 'PATCH',
    body: change,
    response: () => import('@hogarte/shared/contracts/pqrs').then((m) => m.pqrsChangedSchema),
  });
}

/** `PATCH /v1/admin/pqrs/{hashid}`: take a request up, or answer it once. */
export function useUpdatePqrs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePqrs,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PQRS_KEY }),
  });
}
