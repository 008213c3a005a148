import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { pdfFromBase64, saveBlob } from '../../../lib/save-blob';
import { showServerError } from '../../../lib/toast';

/**
 * `POST /v1/remodelings/{hashid}/document/equivalent`: the finished sheet's equivalent document
 * of its paid quotes, a PDF in base64 the server builds, saved under the name it gives.
 */
export async function downloadSheetEquivalentDocument(hashid: string): Promise<void> {
  const answer = await apiRequest(
    `/v1/remodelings/${encodeURIComponent(hashid)}/document/equivalent`,
    {
      method: 'POST',
      response: () => import('@hogarte/shared/contracts/remodelings').then((m) => m.pdfInfoSchema),
    },
  );
  saveBlob(pdfFromBase64(answer.info), answer.fileName);
}

/** The finished sheet's 'Documento equivalente' button. */
export function useSheetEquivalentDocument(hashid: string) {
  return useMutation({
    mutationFn: () => downloadSheetEquivalentDocument(hashid),
    onError: showServerError,
  });
}
