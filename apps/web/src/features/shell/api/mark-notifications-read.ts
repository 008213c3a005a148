import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatNotification } from '@hogarte/shared/contracts/chat-notifications';
import { apiRequest } from '../../../lib/http';
import { changeCached, restoreCached, type CacheSnapshot } from '../../../lib/optimistic-cache';
import { UNREAD_NOTIFICATIONS_KEY } from './get-unread-notifications';

/**
 * Shows the chosen notifications read at once (they stay in the panel, unmarked, until the next
 * refresh), and unread again if the server refuses.
 */
function useMarkRead<Variables>(
  request: (variables: Variables) => Promise<unknown>,
  isChosen: (notification: ChatNotification, variables: Variables) => boolean,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onMutate: (variables: Variables) =>
      changeCached<ChatNotification[]>(queryClient, UNREAD_NOTIFICATIONS_KEY, (list) =>
        list.map((item) => (isChosen(item, variables) ? { ...item, isRead: true } : item)),
      ),
    onError: (_error, _variables, snapshot: CacheSnapshot<ChatNotification[]> | undefined) =>
      restoreCached(queryClient, snapshot),
  });
}

/** `PATCH /v1/chat-notification/{id}/read`: clicking a notification. */
export function useMarkNotificationRead() {
  return useMarkRead(
    (id: number) =>
      apiRequest(`/v1/chat-notification/${id}/read`, {
        method: 'PATCH',
        response: () =>
          import('@hogarte/shared/contracts/chat-notifications').then(
            (m) => m.chatNotificationSchema,
          ),
      }),
    (notification, id) => notification.id === id,
  );
}

/**
 * `PATCH /v1/chat-notification/read-all` `{upToId}`: 'Marcar todas como leídas' marks what the
 * panel shows, up to its newest; one arriving meanwhile stays unread.
 */
export function useMarkAllNotificationsRead() {
  return useMarkRead(
    (upToId: number) =>
      apiRequest('/v1/chat-notification/read-all', {
        method: 'PATCH',
        body: { upToId },
        response: () =>
          import('@hogarte/shared/contracts/chat-notifications').then(
            (m) => m.chatNotificationsReadSchema,
          ),
      }),
    (notification, upToId) => notification.id <= upToId,
  );
}
