import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { pdfFromBase64, saveBlob } from '../../../lib/save-blob';
import { showServerError } from '../../../lib/toast';

/**
 * `POST /v1/virtual-consultancy/document/equivalent`: the finished consultancy's equivalent
 * document, a PDF in base64, saved under the name the server gives it.
 */
export async function downloadEquivalentDocument(hashid: string): Promise<void> {
  const answer = await apiRequest('/v1/virtual-consultancy/document/equivalent', {
    method: 'POST',
    body: { equivalentDocData: { hashid } },
    response: () =>
      import('@hogarte/shared/contracts/virtual-consultancies').then(
        (m) => m.equivalentDocumentSchema,
      ),
  });
  saveBlob(pdfFromBase64(answer.pdf), answer.fileName);
}

/** The 'Documento equivalente' button's call. */
export function useEquivalentDocument(hashid: string) {
  return useMutation({
    mutationFn: () => downloadEquivalentDocument(hashid),
    onError: showServerError,
  });
}
