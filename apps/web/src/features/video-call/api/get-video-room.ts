import { useQuery } from '@tanstack/react-query';
import type { ConsultancyType } from '@hogarte/shared/chat';
import { apiRequest } from '../../../lib/http';

/**
 * `GET /v1/videoapi/room/{hashid}`: the call's room and a credential to join it. The credential
 * lasts two minutes, so joining (and rejoining after a lost connection) asks for a fresh one.
 */
export function fetchVideoRoom(consultancyType: ConsultancyType, hashid: string) {
  const query = new URLSearchParams({ consultancyType });
  return apiRequest(`/v1/videoapi/room/${encodeURIComponent(hashid)}?${query.toString()}`, {
    response: () => import('@hogarte/shared/contracts/video-calls').then((m) => m.videoRoomSchema),
  });
}

/** Whether the call can be opened: the page shows 'Conectando' until it knows. */
export function useVideoRoom(consultancyType: ConsultancyType, hashid: string) {
  return useQuery({
    queryKey: ['video-room', consultancyType, hashid],
    queryFn: () => fetchVideoRoom(consultancyType, hashid),
    // A 404 or a finished consultancy does not change by asking again; and a call in progress
    // must not be swapped for the disabled screen when the tab regains focus.
    retry: false,
    refetchOnWindowFocus: false,
  });
}
