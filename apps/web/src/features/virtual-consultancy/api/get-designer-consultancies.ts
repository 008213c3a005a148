import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { VIRTUAL_CONSULTANCIES_KEY } from './virtual-keys';

/**
 * `GET /v1/virtual-consultancy/professional?paid=true`: the designer's paid consultancies; an
 * unpaid request is not the designer's business yet.
 */
export function useDesignerVirtualConsultancies() {
  return useQuery({
    queryKey: [...VIRTUAL_CONSULTANCIES_KEY, 'list', 'designer'],
    queryFn: async () => {
      const answer = await apiRequest('/v1/virtual-consultancy/professional?paid=true', {
        response: () =>
          import('@hogarte/shared/contracts/virtual-consultancies').then(
            (m) => m.virtualConsultancyListSchema,
          ),
      });
      return answer.info;
    },
  });
}
