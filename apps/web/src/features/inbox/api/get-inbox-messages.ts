import { useQuery } from '@tanstack/react-query';
import { inboxSchema } from '@hogarte/shared/contracts/messages';
import { apiRequest } from '../../../lib/http';

export const INBOX_KEY = ['inbox', 'messages'] as const;

function getInboxMessages() {
  return apiRequest('/v1/users/messages', { response: inboxSchema });
}

/** `GET /v1/users/messages`: the caller's messages, newest first (spec part 1 §7). */
export function useInboxMessages() {
  return useQuery({ queryKey: INBOX_KEY, queryFn: getInboxMessages });
}
