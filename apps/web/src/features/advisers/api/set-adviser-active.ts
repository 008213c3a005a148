import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@hogarte/shared/messages';
import { apiRequest } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { restoreCached } from '../../../lib/optimistic-cache';
import { patchCachedAdviser } from './adviser-cache';
import { ADVISERS_KEY } from './get-advisers';

interface ActiveVariables {
  uuid: string;
  isPublic: boolean;
}

/** `PATCH /v2/suppliers/salesperson/activate/{id}` `{is_public}`. */
function setAdviserActive({ uuid, isPublic }: ActiveVariables) {
  return apiRequest(`/v2/suppliers/salesperson/activate/${encodeURIComponent(uuid)}`, {
    method: 'PATCH',
    body: { is_public: isPublic },
    response: () =>
      import('@hogarte/shared/contracts/advisers').then((m) => m.adviserVisibilitySchema),
  });
}

/** The 'Activo' switch: flips at once, and back if the server refuses (part 2 §4, §8). */
export function useSetAdviserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAdviserActive,
    onMutate: ({ uuid, isPublic }) =>
      patchCachedAdviser(queryClient, uuid, { is_public: isPublic }),
    onSuccess: () => showToast(MESSAGES.adviserUpdated, 'success'),
    onError: (_error, _variables, snapshot) => {
      restoreCached(queryClient, snapshot);
      showToast(MESSAGES.adviserStatusUpdateFailed, 'error');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADVISERS_KEY }),
  });
}
