import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RatingInput } from '@hogarte/shared/schemas/virtual-consultancies';
import { apiRequest } from '../../../lib/http';
import { showServerError, showToast } from '../../../lib/toast';
import { keepRoom } from './finish-virtual-consultancy';

/** `PATCH …/{hashid}/submit-rating`: the client rates the designer, once, after finishing. */
export function useRateVirtualConsultancy(hashid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: RatingInput) =>
      apiRequest(`/v1/virtual-consultancy/${encodeURIComponent(hashid)}/submit-rating`, {
        method: 'PATCH',
        body: rating,
        response: () =>
          import('@hogarte/shared/contracts/virtual-consultancies').then(
            (m) => m.virtualChangedSchema,
          ),
      }),
    onSuccess: (answer) => {
      showToast(answer.message, 'success');
      keepRoom(queryClient, answer.info);
    },
    onError: showServerError,
  });
}
