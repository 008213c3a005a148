import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  VirtualConsultancy,
  VirtualConsultancyDetail,
} from '@hogarte/shared/contracts/virtual-consultancies';
import { apiRequest } from '../../../lib/http';
import { showServerError, showToast } from '../../../lib/toast';
import { VIRTUAL_CONSULTANCIES_KEY, virtualConsultancyKey } from './virtual-keys';

/** The room as it now is: a finished consultancy knocks no more. */
export function keepRoom(queryClient: QueryClient, consultancy: VirtualConsultancy) {
  queryClient.setQueryData<VirtualConsultancyDetail>(
    virtualConsultancyKey(consultancy.hashid),
    (room) => ({ ...consultancy, knock_available_at: room?.knock_available_at ?? null }),
  );
}

/**
 * `PATCH …/{hashid}/finish?email=true`: the client (or an admin) received the consultancy to
 * satisfaction; both sides are emailed. The time sent is the browser's, as the spec's body has
 * it; the server stamps its own.
 */
export function useFinishVirtualConsultancy(hashid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (room: VirtualConsultancy) =>
      apiRequest(`/v1/virtual-consultancy/${encodeURIComponent(hashid)}/finish?email=true`, {
        method: 'PATCH',
        body: {
          finishedAt: new Date().toISOString(),
          client_uuid: room.client.uuid,
          designer_uuid: room.designer.uuid,
        },
        response: () =>
          import('@hogarte/shared/contracts/virtual-consultancies').then(
            (m) => m.virtualChangedSchema,
          ),
      }),
    onSuccess: (answer) => {
      showToast(answer.message, 'success');
      keepRoom(queryClient, answer.info);
      // The lists move it to the finished tab.
      return queryClient.invalidateQueries({
        queryKey: VIRTUAL_CONSULTANCIES_KEY,
        predicate: (query) => query.queryKey[1] !== 'one',
      });
    },
    onError: showServerError,
  });
}
