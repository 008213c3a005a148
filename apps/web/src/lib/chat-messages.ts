/**
 * A conversation's messages, for every screen with a chat (a sales consultancy's, a virtual
 * consultancy's room): the history, a new message, and the cache both keep in step.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@hogarte/shared/contracts/chat';
import { chatSendFailed } from '@hogarte/shared/message-texts/conversations';
import { CHAT_FILE_FIELD } from '@hogarte/shared/chat';
import { appendFields } from './form-data';
import { apiRequest } from './http';
import { showToast } from './toast';

export function chatMessagesKey(roomUuid: string) {
  return ['chat-messages', roomUuid] as const;
}

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

/**
 * The history read, followed by the messages the room delivered while it was being read: a
 * message newer than the history's last one and not in it was stored after the read.
 */
function withLaterMessages(history: ChatMessage[], kept: ChatMessage[] | undefined): ChatMessage[] {
  const known = new Set(history.map((message) => message._id));
  const last = history.at(-1)?.date ?? '';
  const later = (kept ?? []).filter((message) => !known.has(message._id) && message.date >= last);
  return later.length === 0 ? history : [...history, ...later];
}

/**
 * `GET /v1/chat-message?chat=`: the room's messages, oldest first. Read again each time the tab
 * joins the room (`useChatRoom`), so what was said while it was away is shown.
 */
export function useChatMessages(roomUuid: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: chatMessagesKey(roomUuid ?? ''),
    queryFn: async () => {
      const params = new URLSearchParams({ chat: roomUuid ?? '' });
      const history = await apiRequest(`/v1/chat-message?${params.toString()}`, {
        response: () => import('@hogarte/shared/contracts/chat').then((m) => m.chatHistorySchema),
      });
      return withLaterMessages(
        history.statusMessage,
        queryClient.getQueryData<ChatMessage[]>(chatMessagesKey(roomUuid ?? '')),
      );
    },
    enabled: roomUuid !== undefined,
    // New messages arrive over the socket; a refetch on focus would only repeat them.
    staleTime: Infinity,
  });
}

interface ChatMessageDraft {
  chat: string;
  message: string;
  file: File | null;
}

function sendChatMessage(draft: ChatMessageDraft) {
  const form = appendFields(new FormData(), { chat: draft.chat, message: draft.message });
  if (draft.file) form.append(CHAT_FILE_FIELD, draft.file);
  return apiRequest('/v1/chat-message', {
    method: 'POST',
    body: form,
    response: () => import('@hogarte/shared/contracts/chat').then((m) => m.chatMessageSchema),
  });
}

/**
 * `POST /v1/chat-message` (multipart). The answer joins the history at once; the same message
 * coming back over the socket is then recognised by its id and not shown twice.
 */
export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChatMessage,
    onSuccess: (message) => appendMessage(queryClient, message),
    onError: () => showToast(chatSendFailed, 'error'),
  });
}
