import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { ADVISERS_KEY } from './get-advisers';

export function adviserKey(uuid: string) {
  return [...ADVISERS_KEY, 'detail', uuid] as const;
}

/**
 * `GET /v2/suppliers/salesperson/{id}`: one of my advisers with its diploma and portfolio. The
 * diploma's link lasts five minutes, so the detail is read again each time it is shown.
 */
export function useAdviser(uuid: string | null) {
  return useQuery({
    queryKey: adviserKey(uuid ?? ''),
    queryFn: () =>
      apiRequest(`/v2/suppliers/salesperson/${encodeURIComponent(uuid ?? '')}`, {
        response: () =>
          import('@hogarte/shared/contracts/advisers').then((m) => m.adviserDetailSchema),
      }),
    enabled: uuid !== null,
    staleTime: 0,
  });
}
