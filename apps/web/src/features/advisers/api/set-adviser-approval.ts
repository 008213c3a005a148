import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@hogarte/shared/messages';
import { apiRequest } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { restoreCached } from '../../../lib/optimistic-cache';
import { patchCachedAdviser } from './adviser-cache';
import { ADVISERS_KEY } from './get-advisers';

interface ApprovalVariables {
  uuid: string;
  isApproved: boolean;
}

/** `PATCH /v2/suppliers/salesperson/approve/{id}` `{is_approved}`. */
function setAdviserApproval({ uuid, isApproved }: ApprovalVariables) {
  return apiRequest(`/v2/suppliers/salesperson/approve/${encodeURIComponent(uuid)}`, {
    method: 'PATCH',
    body: { is_approved: isApproved },
    response: () =>
      import('@hogarte/shared/contracts/advisers').then((m) => m.adviserApprovalSchema),
  });
}

/** The 'Aprobado' switch: flips at once, and back if the server refuses (part 2 §4, §8). */
export function useSetAdviserApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAdviserApproval,
    onMutate: ({ uuid, isApproved }) =>
      patchCachedAdviser(queryClient, uuid, { is_approved: isApproved }),
    onSuccess: () => showToast(MESSAGES.adviserUpdated, 'success'),
    onError: (_error, _variables, snapshot) => {
      restoreCached(queryClient, snapshot);
      showToast(MESSAGES.adviserStatusUpdateFailed, 'error');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADVISERS_KEY }),
  });
}
