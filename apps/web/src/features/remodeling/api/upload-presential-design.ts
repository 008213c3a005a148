import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { remodelingKeys } from '../../../lib/remodeling-keys';
import { showServerError, showToast } from '../../../lib/toast';

/**
 * `POST /v1/presential-consultancy/{hashid}/files/design?whatsapp=true` (multipart `file`, an image
 * or a PDF): the designer's design, which moves the design step; the client hears of it by
 * WhatsApp. The answer names only the file, so the consultancy is read again with its steps.
 */
export function useUploadPresentialDesign(hashid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiRequest(
        `/v1/presential-consultancy/${encodeURIComponent(hashid)}/files/design?whatsapp=true`,
        {
          method: 'POST',
          body: form,
          response: () =>
            import('@hogarte/shared/contracts/presential').then(
              (m) => m.presentialFileUploadedSchema,
            ),
        },
      );
    },
    onSuccess: (answer) => {
      showToast(answer.message, 'success');
      return queryClient.invalidateQueries({ queryKey: remodelingKeys.presential(hashid) });
    },
    onError: showServerError,
  });
}
