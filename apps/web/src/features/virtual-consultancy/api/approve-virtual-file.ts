import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { showServerError, showToast } from '../../../lib/toast';
import { virtualFilesKey } from './virtual-keys';

/** `PATCH /v1/virtual-consultancy/{id}/approve-file`: the client approves one of the designs. */
export function useApproveVirtualFile(hashid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) =>
      apiRequest(`/v1/virtual-consultancy/${fileId}/approve-file`, {
        method: 'PATCH',
        response: () =>
          import('@hogarte/shared/contracts/virtual-consultancies').then(
            (m) => m.virtualFileUploadedSchema,
          ),
      }),
    onSuccess: (answer) => {
      showToast(answer.message, 'success');
      return queryClient.invalidateQueries({ queryKey: virtualFilesKey(hashid) });
    },
    onError: showServerError,
  });
}
