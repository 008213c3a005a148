import { useQuery } from '@tanstack/react-query';
import { chatHistorySchema } from '@hogarte/shared/contracts/chat';
import { apiRequest } from '../../../lib/http';
import { chatMessagesKey } from './consultancy-keys';

/** `GET /v1/chat-message?chat=`: the room's messages, oldest first. */
export function useChatMessages(roomUuid: string | undefined) {
  return useQuery({
    queryKey: chatMessagesKey(roomUuid ?? ''),
    queryFn: async () => {
      const params = new URLSearchParams({ chat: roomUuid ?? '' });
      const history = await apiRequest(`/v1/chat-message?${params.toString()}`, {
        response: chatHistorySchema,
      });
      return history.statusMessage;
    },
    enabled: roomUuid !== undefined,
    // New messages arrive over the socket; a refetch on focus would only repeat them.
    staleTime: Infinity,
  });
}
