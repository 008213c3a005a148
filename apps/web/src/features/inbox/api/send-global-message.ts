import { useMutation } from '@tanstack/react-query';
import type { MessageRecipient } from '@hogarte/shared/schemas/people';
import { appendFields } from '../../../lib/form-data';
import { apiRequest } from '../../../lib/http';

interface GlobalMessage {
  title: string;
  text: string;
  recipients: readonly MessageRecipient[];
  attachment: File | null;
}

/**
 * `POST /v1/messages?recipient=designers,lsh`: JSON, or multipart when a file goes along
 * (spec part 1 §7).
 */
function sendGlobalMessage({ title, text, recipients, attachment }: GlobalMessage) {
  const path = `/v1/messages?recipient=${recipients.join(',')}`;
  let body: FormData | { title: string; text: string } = { title, text };
  if (attachment) {
    body = appendFields(new FormData(), { title, text });
    body.append('attachment', attachment);
  }
  return apiRequest(path, {
    method: 'POST',
    body,
    response: () =>
      import('@hogarte/shared/contracts/messages').then((m) => m.globalMessageSentSchema),
  });
}

export function useSendGlobalMessage() {
  return useMutation({ mutationFn: sendGlobalMessage });
}
