import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { showServerError, showToast } from '../../../lib/toast';
import { keepSheet } from './get-remodeling';

/**
 * `PATCH /v1/remodelings/{hashid}` {paid_at}: the admin marks a finished sheet as paid (now) or
 * takes the mark back (null). The server stamps its own time; the toast is its answer.
 */
export function useMarkRemodelingPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ hashid, paid }: { hashid: string; paid: boolean }) =>
      apiRequest(`/v1/remodelings/${encodeURIComponent(hashid)}`, {
        method: 'PATCH',
        body: { paid_at: paid ? new Date().toISOString() : null },
        response: () =>
          import('@hogarte/shared/contracts/remodelings').then((m) => m.remodelingChangedSchema),
      }),
    onSuccess: (answer) => {
      showToast(answer.message, 'success');
      return keepSheet(queryClient, answer.info);
    },
    // Part 2 §8: the admin's failed change says the generic text unless the server said why.
    onError: showServerError,
  });
}
