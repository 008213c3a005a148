import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@hogarte/shared/messages';
import { apiRequest } from '../../../lib/http';
import { showServerError, showToast } from '../../../lib/toast';
import { keepSheet } from './get-remodeling';
import { remodelingKeys } from '../../../lib/remodeling-keys';
import { uploadRemodelingFile } from './upload-remodeling-file';

/**
 * The designer's new design: the file first (`POST …/files/design`), then the design that names
 * it (`POST …/designs?whatsapp=true`), which moves the design step and tells the client.
 */
export function useAddDesign(hashid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const uploaded = await uploadRemodelingFile(hashid, 'design', file);
      return apiRequest(`/v1/remodelings/${encodeURIComponent(hashid)}/designs?whatsapp=true`, {
        method: 'POST',
        body: { remodeling_process_file_id: uploaded.info.id },
        response: () =>
          import('@hogarte/shared/contracts/remodelings').then((m) => m.remodelingChangedSchema),
      });
    },
    onSuccess: (answer) => {
      showToast(MESSAGES.designUploaded, 'success');
      return keepSheet(queryClient, answer.info);
    },
    onError: (error) => {
      showServerError(error);
      // The file may have been stored before the design failed: show the sheet as it is.
      return queryClient.invalidateQueries({ queryKey: remodelingKeys.sheet(hashid) });
    },
  });
}
