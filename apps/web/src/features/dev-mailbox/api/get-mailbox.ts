import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

function getMailbox() {
  return apiRequest('/v1/dev/mailbox', {
    response: () => import('@hogarte/shared/contracts/messages').then((m) => m.mailboxSchema),
  });
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
