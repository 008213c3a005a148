import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { showServerError, showToast } from '../../../lib/toast';
import { keepSheet } from './get-remodeling';

/** `DELETE /v1/remodelings/trackUrl/{id}`: the supplier who added a tracking link takes it back. */
export function useDeleteTracking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trackingId: number) =>
      apiRequest(`/v1/remodelings/trackUrl/${trackingId}`, {
        method: 'DELETE',
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
