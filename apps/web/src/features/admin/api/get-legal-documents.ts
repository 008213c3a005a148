import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

function getLegalDocuments(uuid: string) {
  return apiRequest(`/v1/users/legaldocs?uuid=${encodeURIComponent(uuid)}`, {
    response: () => import('@hogarte/shared/contracts/admin').then((m) => m.legalDocumentsSchema),
  });
}

/** The links expire after five minutes: they are renewed before that while the detail is open. */
const RENEW_LINKS_MS = 4 * 60 * 1000;

/** `GET /v1/users/legaldocs?uuid=`: a supplier's RUT and chamber of commerce, as private links. */
export function useLegalDocuments(uuid: string, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'legal-documents', uuid],
    queryFn: () => getLegalDocuments(uuid),
    enabled,
    staleTime: RENEW_LINKS_MS,
    refetchInterval: RENEW_LINKS_MS,
    // A tab left in the background stops renewing; coming back renews stale links.
    refetchOnWindowFocus: true,
    gcTime: 0,
  });
}
