import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** `GET /v2/suppliers/e-commerce/{companyName}`: a supplier's white-label store (part 2 §3). */
function getStore(companyName: string) {
  return apiRequest(`/v2/suppliers/e-commerce/${encodeURIComponent(companyName)}`, {
    response: () => import('@hogarte/shared/contracts/store-settings').then((m) => m.storeSchema),
  });
}

/**
 * The store a route's `:companyName` names. The key is lower case, as the API finds the store
 * whatever the case; the supplier's settings page refreshes every `['store']` query it changes.
 */
export function useStore(companyName: string | undefined) {
  return useQuery({
    queryKey: ['store', (companyName ?? '').toLowerCase()],
    queryFn: () => getStore(companyName ?? ''),
    enabled: Boolean(companyName),
    staleTime: 60_000,
  });
}
