import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@hogarte/shared/messages';
import { env } from '../../../lib/env';
import { saveBlob } from '../../../lib/save-blob';
import { readToken } from '../../../lib/session';
import { showToast } from '../../../lib/toast';

/** The API's own message of a refusal, when it sent one. */
async function refusalOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : MESSAGES.unexpected;
  } catch {
    return MESSAGES.unexpected;
  }
}

/** The name the server gives the file (`content-disposition`), else one of this room's. */
function fileNameOf(response: Response, hashid: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const named = /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim();
  return named || `recibo-asesoria-virtual-${hashid}.pdf`;
}

/**
 * `GET /v1/virtual-consultancy/receipt/{paymentUuid}`: the payment's receipt, a PDF. It is not
 * JSON, so it is fetched with the session's token here and saved as a download.
 */
async function downloadReceipt({ paymentUuid, hashid }: { paymentUuid: string; hashid: string }) {
  const token = readToken();
  const response = await fetch(
    `${env.apiBaseUrl}/v1/virtual-consultancy/receipt/${encodeURIComponent(paymentUuid)}`,
    { headers: token ? { authorization: `Bearer ${token}` } : {} },
  );
  if (!response.ok) throw new Error(await refusalOf(response));
  saveBlob(await response.blob(), fileNameOf(response, hashid));
}

/** The 'Recibo de pago' button's call. */
export function useVirtualReceipt() {
  return useMutation({
    mutationFn: downloadReceipt,
    onError: (error) => showToast(error.message || MESSAGES.unexpected, 'error'),
  });
}
