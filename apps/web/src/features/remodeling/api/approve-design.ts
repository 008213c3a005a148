import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@hogarte/shared/messages';
import { apiRequest } from '../../../lib/http';
import { showServerError, showToast } from '../../../lib/toast';
import { keepSheet } from './get-remodeling';

/** `PATCH /v1/remodelings/{hashid}/designs/{id}?whatsapp=true`: the client approves a design, once. */
export function useApproveDesign(hashid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (designId: number) =>
      apiRequest(
        `/v1/remodelings/${encodeURIComponent(hashid)}/designs/${designId}?whatsapp=true`,
        {
          method: 'PATCH',
          body: { is_approved: true },
          response: () =>
            import('@hogarte/shared/contracts/remodelings').then((m) => m.remodelingChangedSchema),
        },
      ),
    onSuccess: (answer) => {
      showToast(MESSAGES.designApproved, 'success');
      return keepSheet(queryClient, answer.info);
    },
    onError: showServerError,
  });
}
