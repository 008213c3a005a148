import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VirtualConsultancyDetail } from '@hogarte/shared/contracts/virtual-consultancies';
import { MESSAGES } from '@hogarte/shared/messages';
import { serverMessage } from '../../../lib/form-errors';
import { apiRequest, isApiError } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { virtualConsultancyKey } from './virtual-keys';

/** Who knocks: the client calls the designer, the designer (the spec's professional) the client. */
export type KnockSide = 'client' | 'professional';

/**
 * `POST …/{hashid}/{side}/knock-knock-whatsapp`: a WhatsApp to the other side. The answer says
 * when the next knock is allowed, kept on the cached room so the button waits until then. The
 * cooldown's refusal (429) carries the server's Spanish text; the room is asked again for the time
 * the button should wait (another tab may have knocked).
 */
export function useVirtualKnock(hashid: string, side: KnockSide) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(
        `/v1/virtual-consultancy/${encodeURIComponent(hashid)}/${side}/knock-knock-whatsapp`,
        {
          method: 'POST',
          response: () =>
            import('@hogarte/shared/contracts/virtual-consultancies').then(
              (m) => m.virtualKnockSchema,
            ),
        },
      ),
    onSuccess: (answer) => {
      showToast(answer.message, 'success');
      queryClient.setQueryData<VirtualConsultancyDetail>(virtualConsultancyKey(hashid), (room) =>
        room ? { ...room, knock_available_at: answer.available_at } : room,
      );
    },
    onError: (error) => {
      showToast(serverMessage(error, MESSAGES.virtualKnockTooSoon), 'error');
      if (isApiError(error) && error.statusCode === 429) {
        return queryClient.invalidateQueries({ queryKey: virtualConsultancyKey(hashid) });
      }
    },
  });
}
