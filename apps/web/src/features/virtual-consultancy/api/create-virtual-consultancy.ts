import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VirtualConsultancyCreate } from '@hogarte/shared/schemas/virtual-consultancies';
import { apiRequest } from '../../../lib/http';
import { VIRTUAL_CONSULTANCIES_KEY } from './virtual-keys';

/**
 * `POST /v1/virtual-consultancy`: the client asks a designer for so many spaces. The price is the
 * server's; the answer is the unpaid consultancy, whose hashid leads to its checkout.
 */
export function useCreateVirtualConsultancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: VirtualConsultancyCreate) => {
      const answer = await apiRequest('/v1/virtual-consultancy', {
        method: 'POST',
        body: input,
        response: () =>
          import('@hogarte/shared/contracts/virtual-consultancies').then(
            (m) => m.virtualConsultancyInfoSchema,
          ),
      });
      return answer.info;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VIRTUAL_CONSULTANCIES_KEY }),
  });
}
