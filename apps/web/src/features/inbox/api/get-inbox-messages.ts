import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

export const INBOX_KEY = ['inbox', 'messages'] as const;

function getInboxMessages() {
  return apiRequest('/v1/users/messages', {
    response: () => import('@hogarte/shared/contracts/messages').then((m) => m.inboxSchema),
  });
}

/** `GET /v1/users/messages`: the caller's messages, newest first (spec part 1 §7). */
export function useInboxMessages() {
  return useQuery({ queryKey: INBOX_KEY, queryFn: getInboxMessages });
}
