import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { showServerError, showToast } from '../../../lib/toast';
import { keepSheet } from './get-remodeling';

/**
 * `PATCH /v1/remodelings/{hashid}?email=true` {finished_at}: the client (or an admin) receives the
 * work to satisfaction; every step ends and both sides are emailed. The time sent is the
 * browser's, as the spec's body has it; the server stamps its own.
 */
export function useFinishRemodeling(hashid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/v1/remodelings/${encodeURIComponent(hashid)}?email=true`, {
        method: 'PATCH',
        body: { finished_at: new Date().toISOString() },
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
