import { apiRequest } from '../../../lib/http';

export interface ChatUsersInput {
  clientId: string;
  clientNames: string;
  designerNames: string;
}

/** `POST /v1/virtual-consultancy/chat-users`: the chat's two people, the first step of approving. */
export function createChatUsers(input: ChatUsersInput) {
  return apiRequest('/v1/virtual-consultancy/chat-users', {
    method: 'POST',
    body: input,
    response: () =>
      import('@hogarte/shared/contracts/virtual-consultancies').then(
        (m) => m.virtualChatUsersSchema,
      ),
  });
}
