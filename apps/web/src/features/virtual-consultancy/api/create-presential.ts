import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PresentialCreate } from '@hogarte/shared/schemas/presential';
import { apiRequest } from '../../../lib/http';
import { remodelingKeys } from '../../../lib/remodeling-keys';

/**
 * `POST /v1/presential-consultancy` {designer_uuid, address, city_name, preferred_dates, notes}
 * (decision 030): a client asks a designer of /asesoria-virtual to visit; the answer names the new
 * consultancy, which the page opens. The client's list of presential consultancies gains it.
 */
export function useCreatePresential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PresentialCreate) =>
      apiRequest('/v1/presential-consultancy', {
        method: 'POST',
        body: input,
        response: () =>
          import('@hogarte/shared/contracts/presential').then((m) => m.presentialCreatedSchema),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remodelingKeys.presentialLists() }),
  });
}
