import { apiRequest } from '../../../lib/http';

/**
 * `POST /v1/virtual-consultancy/new-virtual-chat`: the consultancy's room, the second step of
 * approving; asking again answers the same room.
 */
export function createVirtualChat(hashid: string, users: [string, string]) {
  return apiRequest('/v1/virtual-consultancy/new-virtual-chat', {
    method: 'POST',
    body: { virtualConsultancyId: hashid, users },
    response: () =>
      import('@hogarte/shared/contracts/virtual-consultancies').then(
        (m) => m.virtualConsultancyInfoSchema,
      ),
  });
}
