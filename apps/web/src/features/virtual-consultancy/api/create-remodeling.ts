import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemodelingCreate } from '@hogarte/shared/schemas/remodelings';
import { apiRequest } from '../../../lib/http';

/**
 * `POST /v1/remodelings` (decision 029): a client asks a designer of /asesoria-virtual for a
 * remodelling of so many spaces at an address; the answer names the new sheet, which the page
 * opens. The client's header list of remodellings (`GET /v1/clients/remodelings`) gains it.
 */
export function useCreateRemodeling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RemodelingCreate) =>
      apiRequest('/v1/remodelings', {
        method: 'POST',
        body: input,
        response: () =>
          import('@hogarte/shared/contracts/remodelings').then((m) => m.remodelingCreatedSchema),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['clients', 'remodelings'] }),
  });
}
