import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { showServerError, showToast } from '../../../lib/toast';
import { CONSULTANCIES_KEY, consultancyKey } from './consultancy-keys';

/** `PATCH …/finish`: the adviser ends the consultancy; its chat turns read-only. */
export function useFinishConsultancy(hashid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/v2/sales-consultancies/${encodeURIComponent(hashid)}/finish`, {
        method: 'PATCH',
        response: () =>
          import('@hogarte/shared/contracts/sales-consultancies').then(
            (m) => m.finishedConsultancySchema,
          ),
      }),
    onSuccess: (answer) => {
      showToast(answer.message, 'success');
      queryClient.setQueryData(consultancyKey(hashid), answer.consultancy);
      return queryClient.invalidateQueries({ queryKey: [...CONSULTANCIES_KEY, 'list'] });
    },
    onError: showServerError,
  });
}
