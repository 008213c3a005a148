import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@hogarte/shared/limits';
import { apiRequest } from '../../../lib/http';

function getPublicDesigners(page: number) {
  const params = new URLSearchParams({
    page: String(page),
    itemsPerPage: String(LIMITS.publicDesignersPageSize),
  });
  return apiRequest(`/v1/designers/public?${params.toString()}`, {
    response: () =>
      import('@hogarte/shared/contracts/virtual-consultancies').then(
        (m) => m.publicDesignersPageSchema,
      ),
  });
}

/** `GET /v1/designers/public`: the approved, active designers a client may choose, a page at a time. */
export function usePublicDesigners(page: number) {
  return useQuery({
    queryKey: ['designers', 'public', page],
    queryFn: () => getPublicDesigners(page),
    // The next page replaces the cards only once it arrives, so the grid does not jump.
    placeholderData: keepPreviousData,
  });
}
