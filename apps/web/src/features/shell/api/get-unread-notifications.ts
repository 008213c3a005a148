import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

export const UNREAD_NOTIFICATIONS_KEY = ['chat-notifications', 'unread'] as const;

function getUnreadNotifications() {
  return apiRequest('/v1/chat-notification/unread', {
    response: () =>
      import('@hogarte/shared/contracts/chat-notifications').then(
        (m) => m.unreadChatNotificationsSchema,
      ),
  });
}

/**
 * `GET /v1/chat-notification/unread`: the user's unread chat notifications, newest first. Loaded
 * once the role is known to take part in chats (`enabled`); the chat alerts refresh it.
 */
export function useUnreadNotifications(enabled: boolean) {
  return useQuery({
    queryKey: UNREAD_NOTIFICATIONS_KEY,
    queryFn: getUnreadNotifications,
    enabled,
    // New ones are announced over the socket; a refetch on its own would find nothing more.
    staleTime: Infinity,
  });
}
