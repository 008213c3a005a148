import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InboxMessage } from '@hogarte/shared/contracts/messages';
import { apiRequest } from '../../../lib/http';
import { INBOX_KEY } from './get-inbox-messages';

function markMessageRead(id: number) {
  return apiRequest(`/v1/messages/${id}`, {
    method: 'PATCH',
    body: { is_read: true },
    response: () => import('@hogarte/shared/contracts/messages').then((m) => m.inboxMessageSchema),
  });
}

/**
 * `PATCH /v1/messages/:id {is_read: true}` when an unread message is opened (part 1 §4). The list
 * shows it as read at once; if the server refuses, it turns unread again.
 */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: INBOX_KEY });
      const before = queryClient.getQueryData<InboxMessage[]>(INBOX_KEY);
      queryClient.setQueryData<InboxMessage[]>(INBOX_KEY, (messages) =>
        messages?.map((message) => (message.id === id ? { ...message, is_read: true } : message)),
      );
      return before;
    },
    onError: (_error, _id, before) => {
      if (before) queryClient.setQueryData(INBOX_KEY, before);
    },
  });
}
