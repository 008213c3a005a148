import { useMutation } from '@tanstack/react-query';
import { equivalentDocumentSchema } from '@hogarte/shared/contracts/virtual-consultancies';
import { MESSAGES } from '@hogarte/shared/messages';
import { serverMessage } from '../../../lib/form-errors';
import { apiRequest } from '../../../lib/http';
import { pdfFromBase64, saveBlob } from '../../../lib/save-blob';
import { showToast } from '../../../lib/toast';

/**
 * `POST /v1/virtual-consultancy/document/equivalent`: the finished consultancy's equivalent
 * document, a PDF in base64, saved under the name the server gives it.
 */
export async function downloadEquivalentDocument(hashid: string): Promise<void> {
  const answer = await apiRequest('/v1/virtual-consultancy/document/equivalent', {
    method: 'POST',
    body: { equivalentDocData: { hashid } },
    response: equivalentDocumentSchema,
  });
  saveBlob(pdfFromBase64(answer.pdf), answer.fileName);
}

/** The 'Documento equivalente' button's call. */
export function useEquivalentDocument(hashid: string) {
  return useMutation({
    mutationFn: () => downloadEquivalentDocument(hashid),
    onError: (error) => showToast(serverMessage(error, MESSAGES.unexpected), 'error'),
  });
}
