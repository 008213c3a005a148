import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@hogarte/shared/messages';
import type { OnlineStatus } from '@hogarte/shared/online-status';
import { apiRequest } from '../../../lib/http';
import { readSession, saveUser } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { ADVISER_PROFILE_KEY } from './get-adviser-profile';

/** `PATCH /v2/salespeople/onlineStatus` `{onlineStatus}`. */
function setOnlineStatus(status: OnlineStatus) {
  return apiRequest('/v2/salespeople/onlineStatus', {
    method: 'PATCH',
    body: { onlineStatus: status },
    response: () =>
      import('@hogarte/shared/contracts/advisers').then((m) => m.onlineStatusChangedSchema),
  });
}

/**
 * The adviser's own status ('Activo', 'Ocupado', 'Desconectado'), with the spec's two toasts
 * (part 1 §8); the stored user takes the new status, so the profile menu shows it, and so does
 * the settings page.
 */
export function useSetOnlineStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOnlineStatus,
    onSuccess: (answer) => {
      const user = readSession()?.user;
      if (user) saveUser({ ...user, online_status: answer.online_status });
      showToast(MESSAGES.onlineStatusUpdated, 'success');
      return queryClient.invalidateQueries({ queryKey: ADVISER_PROFILE_KEY });
    },
    onError: () => showToast(MESSAGES.onlineStatusUpdateFailed, 'error'),
  });
}
