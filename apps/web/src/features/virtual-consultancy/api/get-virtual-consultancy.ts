import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { virtualConsultancyKey } from './virtual-keys';

/**
 * `GET /v1/virtual-consultancy/{hashid}`: one consultancy as its checkout and its room show it,
 * with the viewer's next knock. Someone else's hashid answers 404.
 */
export function useVirtualConsultancy(hashid: string) {
  return useQuery({
    queryKey: virtualConsultancyKey(hashid),
    queryFn: async () => {
      const answer = await apiRequest(`/v1/virtual-consultancy/${encodeURIComponent(hashid)}`, {
        response: () =>
          import('@hogarte/shared/contracts/virtual-consultancies').then(
            (m) => m.virtualConsultancyDetailInfoSchema,
          ),
      });
      return answer.info;
    },
  });
}
