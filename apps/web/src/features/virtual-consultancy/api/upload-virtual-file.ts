import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@hogarte/shared/messages';
import type { VirtualFileType } from '@hogarte/shared/schemas/virtual-consultancies';
import { serverMessage } from '../../../lib/form-errors';
import { apiRequest } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { virtualFilesKey, virtualLegalDocsKey } from './virtual-keys';

export interface VirtualUpload {
  type: VirtualFileType;
  file: File;
}

/** The multipart field the API reads the file from. */
const FILE_FIELD = 'file';

/**
 * `POST /v1/virtual-consultancy/{hashid}/files/{type}?whatsapp=true` (multipart `file`): a shared
 * file, a design or a legal document; the other side hears of it by WhatsApp. The server decides
 * who may upload which type and checks the bytes again.
 */
export function useUploadVirtualFile(hashid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, file }: VirtualUpload) => {
      const form = new FormData();
      form.append(FILE_FIELD, file);
      return apiRequest(
        `/v1/virtual-consultancy/${encodeURIComponent(hashid)}/files/${type}?whatsapp=true`,
        {
          method: 'POST',
          body: form,
          response: () =>
            import('@hogarte/shared/contracts/virtual-consultancies').then(
              (m) => m.virtualFileUploadedSchema,
            ),
        },
      );
    },
    onSuccess: (answer, { type }) => {
      showToast(answer.message, 'success');
      return queryClient.invalidateQueries({
        queryKey: type === 'legal-doc' ? virtualLegalDocsKey(hashid) : virtualFilesKey(hashid),
      });
    },
    onError: (error) => showToast(serverMessage(error, MESSAGES.fileUploadFailed), 'error'),
  });
}
