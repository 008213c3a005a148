import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@hogarte/shared/limits';
import { apiRequest } from '../../../lib/http';
import { CONSULTANCIES_KEY } from './consultancy-keys';

export interface ConsultanciesQuery {
  isFinished: boolean;
  /** One-based, as the API counts pages. */
  page: number;
  searchTerm: string;
}

function getConsultancies(query: ConsultanciesQuery) {
  const params = new URLSearchParams({
    isFinished: String(query.isFinished),
    page: String(query.page),
    limit: String(LIMITS.consultancyPageSize),
  });
  if (query.searchTerm) params.set('searchTerm', query.searchTerm);
  return apiRequest(`/v2/sales-consultancies/list/all?${params.toString()}`, {
    response: () =>
      import('@hogarte/shared/contracts/sales-consultancies').then(
        (m) => m.salesConsultancyPageSchema,
      ),
  });
}

/** `GET /v2/sales-consultancies/list/all`: the user's active or finished consultancies. */
export function useConsultancies(query: ConsultanciesQuery) {
  return useQuery({
    queryKey: [...CONSULTANCIES_KEY, 'list', query],
    queryFn: () => getConsultancies(query),
    // A new search keeps the old cards on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
