import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

export interface MailboxMessage {
  id: number;
  channel: 'email' | 'whatsapp';
  to: string;
  subject: string | null;
  text: string;
  html?: string | null;
  status: string;
  created_at: string;
}

function getMailbox(): Promise<{ items: MailboxMessage[] }> {
  return apiRequest<{ items: MailboxMessage[] }>('/v1/dev/mailbox');
}

/** Polled so a message the product just sent shows up without reloading (demo mode only). */
export function useMailbox(enabled: boolean) {
  return useQuery({
    queryKey: ['dev', 'mailbox'],
    queryFn: getMailbox,
    enabled,
    refetchInterval: 3000,
    select: (data) =>
      [...data.items].sort(
        (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id,
      ),
  });
}
