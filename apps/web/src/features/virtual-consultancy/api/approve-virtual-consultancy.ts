import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VirtualConsultancy } from '@hogarte/shared/contracts/virtual-consultancies';
import { apiRequest } from '../../../lib/http';
import { createChatUsers } from './create-chat-users';
import { createVirtualChat } from './create-virtual-chat';
import { VIRTUAL_CONSULTANCIES_KEY } from './virtual-keys';

function fullName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`.trim();
}

/** `PATCH /v1/virtual-consultancy/{hashid}?whatsapp=true`: the approval, the client told by WhatsApp. */
function setApproved(hashid: string) {
  return apiRequest(`/v1/virtual-consultancy/${encodeURIComponent(hashid)}?whatsapp=true`, {
    method: 'PATCH',
    body: { is_approved: true },
    response: () =>
      import('@hogarte/shared/contracts/virtual-consultancies').then((m) => m.virtualChangedSchema),
  });
}

/**
 * The designer approves a paid consultancy (part 2 §7): the chat's users, then its room, then the
 * approval itself, in that order, each step waiting for the one before. The server opens each
 * step idempotently, so approving again after a failure half way picks up where it stopped.
 */
export function useApproveVirtualConsultancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (consultancy: VirtualConsultancy) => {
      const users = await createChatUsers({
        clientId: consultancy.client.uuid,
        clientNames: fullName(consultancy.client),
        designerNames: fullName(consultancy.designer),
      });
      await createVirtualChat(consultancy.hashid, [users.clientId, users.professionalId]);
      return setApproved(consultancy.hashid);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VIRTUAL_CONSULTANCIES_KEY }),
  });
}
