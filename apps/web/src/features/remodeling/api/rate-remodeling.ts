import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { showServerError, showToast } from '../../../lib/toast';
import { keepSheet } from './get-remodeling';

export interface RemodelingRating {
  designer_rating: number;
  installers_rating: number;
  comments: string;
}

/** `PATCH /v1/remodelings/{hashid}` with the rating: the client rates, once, after finishing. */
export function useRateRemodeling(hashid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: RemodelingRating) =>
      apiRequest(`/v1/remodelings/${encodeURIComponent(hashid)}`, {
        method: 'PATCH',
        body: rating,
        response: () =>
          import('@hogarte/shared/contracts/remodelings').then((m) => m.remodelingChangedSchema),
      }),
    onSuccess: (answer) => {
      showToast(answer.message, 'success');
      return keepSheet(queryClient, answer.info);
    },
    onError: showServerError,
  });
}
