import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemodelingFileType } from '@hogarte/shared/contracts/remodelings';
import { MESSAGES } from '@hogarte/shared/messages';
import { apiRequest } from '../../../lib/http';
import { showServerError, showToast } from '../../../lib/toast';
import { remodelingKeys } from '../../../lib/remodeling-keys';

/** The multipart field the API reads the file from. */
const FILE_FIELD = 'file';

/**
 * `POST /v1/remodelings/{hashid}/files/{type}` (multipart `file`): a design, a legal or technical
 * document, the lsh's invoice or policy, or the admin's invoice. The server decides who may upload
 * which type and checks the bytes again; the answer is the stored file (a design's id).
 */
export function uploadRemodelingFile(hashid: string, type: RemodelingFileType, file: File) {
  const form = new FormData();
  form.append(FILE_FIELD, file);
  return apiRequest(`/v1/remodelings/${encodeURIComponent(hashid)}/files/${type}`, {
    method: 'POST',
    body: form,
    response: () =>
      import('@hogarte/shared/contracts/remodelings').then((m) => m.remodelingFileUploadedSchema),
  });
}

/** The toast of each upload; the spec words the lsh's invoice (part 2 §8). */
const UPLOADED: Partial<Record<RemodelingFileType, string>> = {
  invoice: MESSAGES.invoiceUploaded,
  policy: MESSAGES.policyUploaded,
};

export interface RemodelingUpload {
  type: Exclude<RemodelingFileType, 'design'>;
  file: File;
}

/**
 * A document uploaded on its own (legal, technical, invoice, policy): the sheet is read again to
 * show it, and so are the lists that count invoices and policies.
 */
export function useUploadRemodelingFile(hashid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, file }: RemodelingUpload) => uploadRemodelingFile(hashid, type, file),
    onSuccess: (answer, { type }) => {
      showToast(UPLOADED[type] ?? answer.message, 'success');
      return queryClient.invalidateQueries({ queryKey: remodelingKeys.all });
    },
    // Part 2 §8: a failed upload says the generic text unless the server said why.
    onError: showServerError,
  });
}
