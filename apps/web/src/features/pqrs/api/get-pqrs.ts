import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { PQRS_KEY } from './pqrs-keys';

function getPqrs(hashid: string) {
  return apiRequest(`/v1/pqrs/${encodeURIComponent(hashid)}`, {
    response: () => import('@hogarte/shared/contracts/pqrs').then((m) => m.pqrsDetailSchema),
  });
}

/**
 * `GET /v1/pqrs/{hashid}`: one request in full, for its client or an admin. Read each time the
 * dialog opens: its attachment's link lasts five minutes.
 */
export function usePqrs(hashid: string | null) {
  return useQuery({
    queryKey: [...PQRS_KEY, 'detail', hashid],
    queryFn: () => getPqrs(hashid ?? ''),
    enabled: hashid !== null,
    staleTime: 0,
  });
}
