import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

export interface InboxMessage {
  /** The delivery's id: what `PATCH /v1/messages/:id` marks as read. */
  id: number;
  id_message: number;
  title: string;
  text: string;
  created_at: string;
  is_read: boolean;
  attachment: { url: string; filename: string } | null;
}

export const INBOX_KEY = ['inbox', 'messages'] as const;

function getInboxMessages() {
  return apiRequest<InboxMessage[]>('/v1/users/messages');
}

/** `GET /v1/users/messages`: the caller's messages, newest first (spec part 1 §7). */
export function useInboxMessages() {
  return useQuery({ queryKey: INBOX_KEY, queryFn: getInboxMessages });
}
