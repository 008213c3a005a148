import { useMutation } from '@tanstack/react-query';
import type { SalesConsultancyCreate } from '@hogarte/shared/schemas/sales-consultancies';
import { apiRequest } from '../../../lib/http';
import { showServerError } from '../../../lib/toast';

/** `POST /v2/sales-consultancies`: opens (or reopens the open) consultancy with an adviser. */
export function useStartConsultancy() {
  return useMutation({
    mutationFn: (body: SalesConsultancyCreate) =>
      apiRequest('/v2/sales-consultancies', {
        method: 'POST',
        body,
        response: () =>
          import('@hogarte/shared/contracts/sales-consultancies').then(
            (m) => m.salesConsultancySchema,
          ),
      }),
    onError: showServerError,
  });
}
