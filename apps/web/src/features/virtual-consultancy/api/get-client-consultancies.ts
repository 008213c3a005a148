import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { VIRTUAL_CONSULTANCIES_KEY } from './virtual-keys';

/** `GET /v1/virtual-consultancy/clients`: every virtual consultancy of the client, paid or not. */
export function useClientVirtualConsultancies() {
  return useQuery({
    queryKey: [...VIRTUAL_CONSULTANCIES_KEY, 'list', 'client'],
    queryFn: async () => {
      const answer = await apiRequest('/v1/virtual-consultancy/clients', {
        response: () =>
          import('@hogarte/shared/contracts/virtual-consultancies').then(
            (m) => m.virtualConsultancyListSchema,
          ),
      });
      return answer.info;
    },
  });
}
