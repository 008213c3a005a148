import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { virtualLegalDocsKey } from './virtual-keys';

/** `GET /v1/virtual-consultancy/legal-docs/{hashid}`: the consultancy's legal documents. */
export function useVirtualLegalDocs(hashid: string) {
  return useQuery({
    queryKey: virtualLegalDocsKey(hashid),
    queryFn: async () => {
      const answer = await apiRequest(
        `/v1/virtual-consultancy/legal-docs/${encodeURIComponent(hashid)}`,
        {
          response: () =>
            import('@hogarte/shared/contracts/virtual-consultancies').then(
              (m) => m.virtualLegalDocsSchema,
            ),
        },
      );
      return answer.info;
    },
  });
}
