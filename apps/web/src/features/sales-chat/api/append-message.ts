import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@hogarte/shared/contracts/chat';
import { chatMessagesKey } from './consultancy-keys';

/**
 * Adds a message to its room's cached history unless it is there already: the sender sees its
 * own message both in the POST's answer and in `receive_message`.
 */
export function appendMessage(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<ChatMessage[]>(chatMessagesKey(message.chat), (messages) => {
    if (!messages) return messages;
    return messages.some((known) => known._id === message._id) ? messages : [...messages, message];
  });
}
