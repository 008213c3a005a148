import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@hogarte/shared/messages';
import { serverMessage } from '../../../lib/form-errors';
import { apiRequest } from '../../../lib/http';
import { showToast } from '../../../lib/toast';

/**
 * `POST …/notify/knock-knock`: the client reminds the adviser. The cooldown's refusal (429)
 * carries the spec's text, shown as the server wrote it.
 */
export function useKnock(hashid: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest(`/v2/sales-consultancies/${encodeURIComponent(hashid)}/notify/knock-knock`, {
        method: 'POST',
        response: () => import('@hogarte/shared/contracts/common').then((m) => m.messageSchema),
      }),
    onSuccess: () => showToast(MESSAGES.reminderSent, 'success'),
    onError: (error) => showToast(serverMessage(error, MESSAGES.reminderTooSoon), 'error'),
  });
}
