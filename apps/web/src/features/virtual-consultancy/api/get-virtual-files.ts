import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { virtualFilesKey } from './virtual-keys';

/** `GET /v1/virtual-consultancy/shared-file/{hashid}`: the designer's, the client's and the designs. */
export function useVirtualSharedFiles(hashid: string) {
  return useQuery({
    queryKey: virtualFilesKey(hashid),
    queryFn: async () => {
      const answer = await apiRequest(
        `/v1/virtual-consultancy/shared-file/${encodeURIComponent(hashid)}`,
        {
          response: () =>
            import('@hogarte/shared/contracts/virtual-consultancies').then(
              (m) => m.virtualSharedFilesSchema,
            ),
        },
      );
      return answer.info;
    },
  });
}
