import { useMutation } from '@tanstack/react-query';
import { salesConsultancySchema } from '@hogarte/shared/contracts/sales-consultancies';
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
        response: salesConsultancySchema,
      }),
    onError: showServerError,
  });
}
