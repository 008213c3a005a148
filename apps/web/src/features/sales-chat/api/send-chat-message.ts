import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatMessageSchema } from '@hogarte/shared/contracts/chat';
import { MESSAGES } from '@hogarte/shared/messages';
import { CHAT_FILE_FIELD } from '@hogarte/shared/schemas/chat';
import { appendFields } from '../../../lib/form-data';
import { apiRequest } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { appendMessage } from './append-message';

export interface ChatMessageDraft {
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
    response: chatMessageSchema,
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
    onError: () => showToast(MESSAGES.chatSendFailed, 'error'),
  });
}
